// Generated from Resources/reserved.json by Sources/ReservedTableGenerator — do not edit.
// Regenerate from the package root: swift run generate-reserved-table
//
// The rows as ReservedTableDecoder reads them from the JSON, written as Swift values so that
// starting the tool parses no JSON. Fields the decoder ignores (defaultEnabled, hig, notes,
// since) are left out; ReservedDataTests checks these entries against the decoded file.

/// The reserved and standard shortcut table, compiled in so a copied binary needs no resource bundle.
enum EmbeddedReservedTable {
    static let entries: [ReservedEntry] = [
        ReservedEntry(
            id: "spotlight", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.command]), system: true,
            action: "Show or hide the Spotlight search field.",
            actionJapanese: "Spotlight の検索フィールドを表示または非表示にします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 64",
            ]
        ),
        ReservedEntry(
            id: "apple-reserved-shift-command-space", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.shift, .command]), system: true,
            action: "Varies. Apple reserved.",
            actionJapanese: "不定。アップル予約済み。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "spotlight-search-results", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.option, .command]), system: true,
            action: "Show the Spotlight search results window.",
            actionJapanese: "Spotlight 検索結果ウィンドウを表示します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 65",
            ]
        ),
        ReservedEntry(
            id: "special-characters", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.control, .command]), system: true,
            action: "Show the Special Characters window.",
            actionJapanese: "特殊文字ウィンドウを表示します。",
            titles: ["Emoji & Symbols", "Special Characters…"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "focus-previous-control", chord: Chord(key: Key(dataName: "Tab")!, modifiers: [.shift]), system: true,
            action: "Navigate through controls in a reverse direction.",
            actionJapanese: "コントロールを逆方向にナビゲートします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "app-switcher-next", chord: Chord(key: Key(dataName: "Tab")!, modifiers: [.command]), system: true,
            action: "Move forward to the next most recently used app in a list of open apps.",
            actionJapanese: "開いているアプリのリストで、最近使用した次のアプリに進みます。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "app-switcher-previous", chord: Chord(key: Key(dataName: "Tab")!, modifiers: [.shift, .command]), system: true,
            action: "Move backward through a list of open apps (sorted by recent use).",
            actionJapanese: "開いているアプリのリストを逆方向に移動します(最近使用した順に並べ替えます)。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md)",
            ]
        ),
        ReservedEntry(
            id: "focus-next-control-group", chord: Chord(key: Key(dataName: "Tab")!, modifiers: [.control]), system: true,
            action: "Move focus to the next group of controls in a dialog or the next table (when Tab moves to the next cell).",
            actionJapanese: "ダイアログまたは次の表内の次のコントロールグループに焦点を移動します(Tab が次のセルに移動した場合)。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "focus-previous-control-group", chord: Chord(key: Key(dataName: "Tab")!, modifiers: [.control, .shift]), system: true,
            action: "Move focus to the previous group of controls.",
            actionJapanese: "コントロールの前のグループに焦点を移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "force-quit", chord: Chord(key: Key(dataName: "Esc")!, modifiers: [.option, .command]), system: true,
            action: "Open the Force Quit dialog.",
            actionJapanese: "強制終了ダイアログを開きます。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "restart", chord: Chord(key: Key(dataName: "Eject")!, modifiers: [.control, .command]), system: true,
            action: "Quit all apps (after changes have been saved to open documents) and restart the computer.",
            actionJapanese: "すべてのアプリを終了し(開いている文書の変更を保存した後)、コンピュータを再起動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md)",
            ]
        ),
        ReservedEntry(
            id: "shut-down", chord: Chord(key: Key(dataName: "Eject")!, modifiers: [.control, .option, .command]), system: true,
            action: "Quit all apps (after changes have been saved to open documents) and shut the computer down.",
            actionJapanese: "すべてのアプリを終了し(開いている文書の変更を保存した後)、コンピュータをシャットダウンします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md)",
            ]
        ),
        ReservedEntry(
            id: "toggle-full-keyboard-access", chord: Chord(key: Key(dataName: "F1")!, modifiers: [.control]), system: true,
            action: "Toggle full keyboard access on or off.",
            actionJapanese: "フルキーボードアクセスのオンとオフを切り替えます。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 12",
            ]
        ),
        ReservedEntry(
            id: "focus-menu-bar", chord: Chord(key: Key(dataName: "F2")!, modifiers: [.control]), system: true,
            action: "Move focus to the menu bar.",
            actionJapanese: "焦点をメニューバーに移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 7",
            ]
        ),
        ReservedEntry(
            id: "focus-dock", chord: Chord(key: Key(dataName: "F3")!, modifiers: [.control]), system: true,
            action: "Move focus to the Dock.",
            actionJapanese: "焦点を Dock に移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 8",
            ]
        ),
        ReservedEntry(
            id: "focus-active-window", chord: Chord(key: Key(dataName: "F4")!, modifiers: [.control]), system: true,
            action: "Move focus to the active (or next) window.",
            actionJapanese: "アクティブな(または次の)ウィンドウに焦点を移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 9",
            ]
        ),
        ReservedEntry(
            id: "focus-previous-window", chord: Chord(key: Key(dataName: "F4")!, modifiers: [.control, .shift]), system: true,
            action: "Move focus to the previously active window.",
            actionJapanese: "前にアクティブだったウィンドウに焦点を移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md)",
            ]
        ),
        ReservedEntry(
            id: "focus-toolbar", chord: Chord(key: Key(dataName: "F5")!, modifiers: [.control]), system: true,
            action: "Move focus to the toolbar.",
            actionJapanese: "焦点をツールバーに移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 10",
            ]
        ),
        ReservedEntry(
            id: "toggle-voiceover", chord: Chord(key: Key(dataName: "F5")!, modifiers: [.command]), system: true,
            action: "Turn VoiceOver on or off.",
            actionJapanese: "VoiceOver をオンまたはオフにします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 59",
            ]
        ),
        ReservedEntry(
            id: "focus-next-panel", chord: Chord(key: Key(dataName: "F6")!, modifiers: [.control]), system: true,
            action: "Move focus to the first (or next) panel.",
            actionJapanese: "焦点を最初(または次)のパネルに移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 11",
            ]
        ),
        ReservedEntry(
            id: "focus-previous-panel", chord: Chord(key: Key(dataName: "F6")!, modifiers: [.control, .shift]), system: true,
            action: "Move focus to the previous panel.",
            actionJapanese: "焦点を前のパネルに移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "override-keyboard-access-mode", chord: Chord(key: Key(dataName: "F7")!, modifiers: [.control]), system: true,
            action: "Temporarily override the current keyboard access mode in windows and dialogs.",
            actionJapanese: "ウィンドウとダイアログで現在のキーボードアクセスモードを一時的にオーバーライドします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 13",
            ]
        ),
        ReservedEntry(
            id: "apple-reserved-f8", chord: Chord(key: Key(dataName: "F8")!, modifiers: []), system: true,
            action: "Varies. Apple reserved.",
            actionJapanese: "不定。アップル予約済み。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "apple-reserved-f9", chord: Chord(key: Key(dataName: "F9")!, modifiers: []), system: true,
            action: "Varies. Apple reserved.",
            actionJapanese: "不定。アップル予約済み。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "apple-reserved-f10", chord: Chord(key: Key(dataName: "F10")!, modifiers: []), system: true,
            action: "Varies. Apple reserved.",
            actionJapanese: "不定。アップル予約済み。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "show-desktop", chord: Chord(key: Key(dataName: "F11")!, modifiers: []), system: true,
            action: "Show desktop.",
            actionJapanese: "デスクトップを表示します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 36",
            ]
        ),
        ReservedEntry(
            id: "dashboard", chord: Chord(key: Key(dataName: "F12")!, modifiers: []), system: true,
            action: "Hide or display Dashboard.",
            actionJapanese: "ダッシュボードを非表示または表示します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md)",
            ]
        ),
        ReservedEntry(
            id: "next-window", chord: Chord(key: Key(dataName: "`")!, modifiers: [.command]), system: true,
            action: "Activate the next open window in the frontmost app.",
            actionJapanese: "一番手前のアプリで次に開いているウィンドウをアクティブにします。",
            titles: ["Cycle Through Windows"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 27",
            ]
        ),
        ReservedEntry(
            id: "previous-window", chord: Chord(key: Key(dataName: "`")!, modifiers: [.shift, .command]), system: true,
            action: "Activate the previous open window in the frontmost app.",
            actionJapanese: "一番手前のアプリで以前開いていたウィンドウをアクティブにします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "focus-window-drawer", chord: Chord(key: Key(dataName: "`")!, modifiers: [.option, .command]), system: true,
            action: "Move focus to the window drawer.",
            actionJapanese: "焦点をウィンドウドロワーに移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "decrease-size", chord: Chord(key: Key(dataName: "-")!, modifiers: [.command]), system: true,
            action: "Decrease the size of the selection.",
            actionJapanese: "選択範囲のサイズを小さくします。",
            titles: ["Smaller", "Decrease Size", "Zoom Out"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "zoom-out", chord: Chord(key: Key(dataName: "-")!, modifiers: [.option, .command]), system: true,
            action: "Zoom out when screen zooming is on.",
            actionJapanese: "スクリーンのズームがオンのときにズームアウトします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 19",
            ]
        ),
        ReservedEntry(
            id: "align-left", chord: Chord(key: Key(dataName: "[")!, modifiers: [.shift, .command]), system: false,
            action: "Left-align a selection.",
            actionJapanese: "選択範囲を左揃えにします。",
            titles: ["Align Left"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "align-right", chord: Chord(key: Key(dataName: "]")!, modifiers: [.shift, .command]), system: false,
            action: "Right-align a selection.",
            actionJapanese: "選択範囲を右揃えにします。",
            titles: ["Align Right"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "align-center", chord: Chord(key: Key(dataName: "\\")!, modifiers: [.shift, .command]), system: false,
            action: "Center-align a selection.",
            actionJapanese: "選択範囲を中央揃えにします。",
            titles: ["Center", "Align Center"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "show-spelling-and-grammar", chord: Chord(key: Key(dataName: ";")!, modifiers: [.shift, .command]), system: false,
            action: "Display the Spelling window.",
            actionJapanese: "[スペル チェック] ウィンドウを表示します。",
            titles: ["Show Spelling and Grammar", "Spelling and Grammar", "Spelling…"],
            complements: ["check-spelling"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "check-spelling", chord: Chord(key: Key(dataName: ";")!, modifiers: [.command]), system: false,
            action: "Find misspelled words in the document.",
            actionJapanese: "文書内のスペルミスのある単語を検索します。",
            titles: ["Check Document Now", "Check Spelling"],
            complements: ["show-spelling-and-grammar"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "settings", chord: Chord(key: Key(dataName: ",")!, modifiers: [.command]), system: false,
            action: "Open the app’s settings window.",
            actionJapanese: "アプリの設定ウィンドウを開きます。",
            titles: ["Settings…", "Preferences…"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "decrease-contrast", chord: Chord(key: Key(dataName: ",")!, modifiers: [.control, .option, .command]), system: true,
            action: "Decrease screen contrast.",
            actionJapanese: "スクリーンのコントラストを下げます。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 26",
            ]
        ),
        ReservedEntry(
            id: "increase-contrast", chord: Chord(key: Key(dataName: ".")!, modifiers: [.control, .option, .command]), system: true,
            action: "Increase screen contrast.",
            actionJapanese: "画面のコントラストを上げます。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 25",
            ]
        ),
        ReservedEntry(
            id: "help", chord: Chord(key: Key(dataName: "/")!, modifiers: [.shift, .command]), system: false,
            action: "Open the app’s Help menu.",
            actionJapanese: "アプリの [ヘルプ] メニューを開きます。",
            titles: ["Help", "‹App› Help"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 98",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "toggle-font-smoothing", chord: Chord(key: Key(dataName: "/")!, modifiers: [.option, .command]), system: true,
            action: "Turn font smoothing on or off.",
            actionJapanese: "フォントスムージングをオンまたはオフにします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md)",
            ]
        ),
        ReservedEntry(
            id: "increase-size", chord: Chord(key: Key(dataName: "=")!, modifiers: [.shift, .command]), system: true,
            action: "Increase the size of the selection.",
            actionJapanese: "選択範囲のサイズを大きくします。",
            titles: ["Bigger", "Increase Size", "Zoom In"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "zoom-in", chord: Chord(key: Key(dataName: "=")!, modifiers: [.option, .command]), system: true,
            action: "Zoom in when screen zooming is on.",
            actionJapanese: "画面のズームがオンのときにズームインします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 17",
            ]
        ),
        ReservedEntry(
            id: "screenshot-screen-to-file", chord: Chord(key: Key(dataName: "3")!, modifiers: [.shift, .command]), system: true,
            action: "Capture the screen to a file.",
            actionJapanese: "画面をファイルにキャプチャします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 28",
            ]
        ),
        ReservedEntry(
            id: "screenshot-screen-to-clipboard", chord: Chord(key: Key(dataName: "3")!, modifiers: [.control, .shift, .command]), system: true,
            action: "Capture the screen to the Clipboard.",
            actionJapanese: "画面をクリップボードにキャプチャします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 29",
            ]
        ),
        ReservedEntry(
            id: "screenshot-selection-to-file", chord: Chord(key: Key(dataName: "4")!, modifiers: [.shift, .command]), system: true,
            action: "Capture a selection to a file.",
            actionJapanese: "選択範囲をファイルにキャプチャします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 30",
            ]
        ),
        ReservedEntry(
            id: "screenshot-selection-to-clipboard", chord: Chord(key: Key(dataName: "4")!, modifiers: [.control, .shift, .command]), system: true,
            action: "Capture a selection to the Clipboard.",
            actionJapanese: "選択範囲をクリップボードにキャプチャします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 31",
            ]
        ),
        ReservedEntry(
            id: "toggle-zoom", chord: Chord(key: Key(dataName: "8")!, modifiers: [.option, .command]), system: true,
            action: "Turn screen zooming on or off.",
            actionJapanese: "画面のズームをオンまたはオフにします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 15",
            ]
        ),
        ReservedEntry(
            id: "invert-colors", chord: Chord(key: Key(dataName: "8")!, modifiers: [.control, .option, .command]), system: true,
            action: "Invert the screen colors.",
            actionJapanese: "画面の色を反転します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 21",
            ]
        ),
        ReservedEntry(
            id: "select-all", chord: Chord(key: Key(dataName: "A")!, modifiers: [.command]), system: false,
            action: "Selects every item in a document or window, or all characters in a text field.",
            actionJapanese: "文書またはウィンドウ内のすべての項目、またはテキストフィールド内のすべての文字を選択します。",
            titles: ["Select All"],
            complements: ["deselect-all"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "deselect-all", chord: Chord(key: Key(dataName: "A")!, modifiers: [.shift, .command]), system: false,
            action: "Deselects all selections or characters.",
            actionJapanese: "すべての選択または文字の選択を解除します。",
            titles: ["Deselect All", "Select None"],
            complements: ["select-all"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "bold", chord: Chord(key: Key(dataName: "B")!, modifiers: [.command]), system: false,
            action: "Boldface the selected text or toggle boldfaced text on and off.",
            actionJapanese: "選択したテキストを太字にするか、太字テキストのオンとオフを切り替えます。",
            titles: ["Bold"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "copy", chord: Chord(key: Key(dataName: "C")!, modifiers: [.command]), system: false,
            action: "Copy the selection to the Clipboard.",
            actionJapanese: "選択範囲をクリップボードにコピーします。",
            titles: ["Copy"],
            complements: ["copy-style", "copy-formatting"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "show-colors", chord: Chord(key: Key(dataName: "C")!, modifiers: [.shift, .command]), system: false,
            action: "Display the Colors window.",
            actionJapanese: "[色] ウィンドウを表示します。",
            titles: ["Show Colors"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "copy-style", chord: Chord(key: Key(dataName: "C")!, modifiers: [.option, .command]), system: false,
            action: "Copy the style of the selected text.",
            actionJapanese: "選択したテキストのスタイルをコピーします。",
            titles: ["Copy Style"],
            complements: ["copy", "copy-formatting"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "copy-formatting", chord: Chord(key: Key(dataName: "C")!, modifiers: [.control, .command]), system: false,
            action: "Copy the formatting settings of the selection and store on the Clipboard.",
            actionJapanese: "選択範囲の書式設定をコピーし、クリップボードに保存します。",
            titles: ["Copy Formatting"],
            complements: ["copy", "copy-style"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "toggle-dock-hiding", chord: Chord(key: Key(dataName: "D")!, modifiers: [.option, .command]), system: true,
            action: "Show or hide the Dock.",
            actionJapanese: "Dock を表示または非表示にします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 52",
            ]
        ),
        ReservedEntry(
            id: "look-up", chord: Chord(key: Key(dataName: "D")!, modifiers: [.control, .command]), system: false,
            action: "Display the definition of the selected word in the Dictionary app.",
            actionJapanese: "辞書アプリで選択した単語の定義を表示します。",
            titles: ["Look Up", "Look Up in Dictionary"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "use-selection-for-find", chord: Chord(key: Key(dataName: "E")!, modifiers: [.command]), system: false,
            action: "Use the selection for a find operation.",
            actionJapanese: "検索操作に選択範囲を使用します。",
            titles: ["Use Selection for Find"],
            complements: ["find", "find-next", "find-previous", "jump-to-search-field"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "find", chord: Chord(key: Key(dataName: "F")!, modifiers: [.command]), system: false,
            action: "Open a Find window.",
            actionJapanese: "検索ウィンドウを開きます。",
            titles: ["Find…"],
            complements: ["find-next", "find-previous", "use-selection-for-find", "jump-to-search-field"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "jump-to-search-field", chord: Chord(key: Key(dataName: "F")!, modifiers: [.option, .command]), system: false,
            action: "Jump to the search field control.",
            actionJapanese: "検索フィールドコントロールにジャンプします。",
            titles: ["Jump to Search Field"],
            complements: ["find", "find-next", "find-previous", "use-selection-for-find"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "enter-full-screen", chord: Chord(key: Key(dataName: "F")!, modifiers: [.control, .command]), system: false,
            action: "Enter full screen.",
            actionJapanese: "フルスクリーンに入ります。",
            titles: ["Enter Full Screen", "Exit Full Screen", "Toggle Full Screen"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "find-next", chord: Chord(key: Key(dataName: "G")!, modifiers: [.command]), system: false,
            action: "Find the next occurrence of the selection.",
            actionJapanese: "選択範囲の次の発生を検索します。",
            titles: ["Find Next"],
            complements: ["find", "find-previous", "use-selection-for-find", "jump-to-search-field"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "find-previous", chord: Chord(key: Key(dataName: "G")!, modifiers: [.shift, .command]), system: false,
            action: "Find the previous occurrence of the selection.",
            actionJapanese: "選択範囲の前の発生を検索します。",
            titles: ["Find Previous"],
            complements: ["find", "find-next", "use-selection-for-find", "jump-to-search-field"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "hide", chord: Chord(key: Key(dataName: "H")!, modifiers: [.command]), system: false,
            action: "Hide the windows of the currently running app.",
            actionJapanese: "現在実行中のアプリのウィンドウを非表示にします。",
            titles: ["Hide ‹App›"],
            complements: ["hide-others"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "hide-others", chord: Chord(key: Key(dataName: "H")!, modifiers: [.option, .command]), system: false,
            action: "Hide the windows of all other running apps.",
            actionJapanese: "実行中の他のすべてのアプリのウィンドウを非表示にします。",
            titles: ["Hide Others"],
            complements: ["hide"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "italic", chord: Chord(key: Key(dataName: "I")!, modifiers: [.command]), system: false,
            action: "Italicize the selected text or toggle italic text on or off.",
            actionJapanese: "選択したテキストを斜体にするか、斜体テキストのオンとオフを切り替えます。",
            titles: ["Italic"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "get-info", chord: Chord(key: Key(dataName: "I")!, modifiers: [.command]), system: false,
            action: "Display an Info window.",
            actionJapanese: "情報ウィンドウを表示します。",
            titles: ["Get Info", "Info", "Show Info"],
            complements: ["show-inspector"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "show-inspector", chord: Chord(key: Key(dataName: "I")!, modifiers: [.option, .command]), system: false,
            action: "Display an inspector window.",
            actionJapanese: "インスペクタウィンドウを表示します。",
            titles: ["Show Inspector", "Inspector"],
            complements: ["get-info"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "jump-to-selection", chord: Chord(key: Key(dataName: "J")!, modifiers: [.command]), system: false,
            action: "Scroll to a selection.",
            actionJapanese: "選択範囲までスクロールします。",
            titles: ["Jump to Selection", "Scroll to Selection"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "minimize", chord: Chord(key: Key(dataName: "M")!, modifiers: [.command]), system: false,
            action: "Minimize the active window to the Dock.",
            actionJapanese: "アクティブなウィンドウを Dock に最小化します。",
            titles: ["Minimize"],
            complements: ["minimize-all"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "minimize-all", chord: Chord(key: Key(dataName: "M")!, modifiers: [.option, .command]), system: false,
            action: "Minimize all windows of the active app to the Dock.",
            actionJapanese: "アクティブなアプリのすべてのウィンドウを Dock に最小化します。",
            titles: ["Minimize All"],
            complements: ["minimize"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "new", chord: Chord(key: Key(dataName: "N")!, modifiers: [.command]), system: false,
            action: "Open a new document.",
            actionJapanese: "新しい文書を開きます。",
            titles: ["New", "New Document", "New Window", "New ‹Item›"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "open", chord: Chord(key: Key(dataName: "O")!, modifiers: [.command]), system: false,
            action: "Display a dialog for choosing a document to open.",
            actionJapanese: "開くべき文書を選択するためのダイアログを表示します。",
            titles: ["Open…", "Open ‹Item›…"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "print", chord: Chord(key: Key(dataName: "P")!, modifiers: [.command]), system: false,
            action: "Display the Print dialog.",
            actionJapanese: "印刷ダイアログを表示します。",
            titles: ["Print…", "Print ‹Item›…"],
            complements: ["page-setup"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "page-setup", chord: Chord(key: Key(dataName: "P")!, modifiers: [.shift, .command]), system: false,
            action: "Display the Page Setup dialog.",
            actionJapanese: "[ページ設定] ダイアログを表示します。",
            titles: ["Page Setup…"],
            complements: ["print"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "quit", chord: Chord(key: Key(dataName: "Q")!, modifiers: [.command]), system: false,
            action: "Quit the app.",
            actionJapanese: "アプリを終了します。",
            titles: ["Quit ‹App›"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "log-out", chord: Chord(key: Key(dataName: "Q")!, modifiers: [.shift, .command]), system: true,
            action: "Log out the current user.",
            actionJapanese: "現在のユーザーをログアウトします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "log-out-without-confirmation", chord: Chord(key: Key(dataName: "Q")!, modifiers: [.option, .shift, .command]), system: true,
            action: "Log out the current user without confirmation.",
            actionJapanese: "確認なしで現在のユーザーをログアウトします。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "save", chord: Chord(key: Key(dataName: "S")!, modifiers: [.command]), system: false,
            action: "Save a new document or save a version of a document.",
            actionJapanese: "新しい文書を保存するか、文書のバージョンを保存します。",
            titles: ["Save", "Save ‹Item›"],
            complements: ["save-as"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "save-as", chord: Chord(key: Key(dataName: "S")!, modifiers: [.shift, .command]), system: false,
            action: "Duplicate the active document or initiate a Save As.",
            actionJapanese: "アクティブな文書を複製するか、「名前を付けて保存」を開始します。",
            titles: ["Save As…", "Duplicate"],
            complements: ["save"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "show-fonts", chord: Chord(key: Key(dataName: "T")!, modifiers: [.command]), system: false,
            action: "Display the Fonts window.",
            actionJapanese: "フォントウィンドウを表示します。",
            titles: ["Show Fonts"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "toggle-toolbar", chord: Chord(key: Key(dataName: "T")!, modifiers: [.option, .command]), system: false,
            action: "Show or hide a toolbar.",
            actionJapanese: "ツールバーを表示または非表示にします。",
            titles: ["Show Toolbar", "Hide Toolbar"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "underline", chord: Chord(key: Key(dataName: "U")!, modifiers: [.command]), system: false,
            action: "Underline the selected text or turn underlining on or off.",
            actionJapanese: "選択したテキストに下線を引くか、下線のオンとオフを切り替えます。",
            titles: ["Underline"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "paste", chord: Chord(key: Key(dataName: "V")!, modifiers: [.command]), system: false,
            action: "Paste the Clipboard contents at the insertion point.",
            actionJapanese: "クリップボードの内容を挿入ポイントにペーストします。",
            titles: ["Paste"],
            complements: ["paste-as", "paste-style", "paste-and-match-style", "paste-formatting"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "paste-as", chord: Chord(key: Key(dataName: "V")!, modifiers: [.shift, .command]), system: false,
            action: "Paste as (Paste as Quotation, for example).",
            actionJapanese: "名前を付けてペースト(たとえば引用としてペースト)。",
            titles: ["Paste As…", "Paste as Quotation"],
            complements: ["paste", "paste-style", "paste-and-match-style", "paste-formatting"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "paste-style", chord: Chord(key: Key(dataName: "V")!, modifiers: [.option, .command]), system: false,
            action: "Apply the style of one object to the selection.",
            actionJapanese: "1 つのオブジェクトのスタイルを選択範囲に適用します。",
            titles: ["Paste Style"],
            complements: ["paste", "paste-as", "paste-and-match-style", "paste-formatting"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "paste-and-match-style", chord: Chord(key: Key(dataName: "V")!, modifiers: [.option, .shift, .command]), system: false,
            action: "Paste the Clipboard contents at the insertion point and apply the style of the surrounding text to the inserted object.",
            actionJapanese: "クリップボードの内容を挿入ポイントにペーストし、周囲のテキストのスタイルを挿入されたオブジェクトに適用します。",
            titles: ["Paste and Match Style"],
            complements: ["paste", "paste-as", "paste-style", "paste-formatting"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "paste-formatting", chord: Chord(key: Key(dataName: "V")!, modifiers: [.control, .command]), system: false,
            action: "Apply formatting settings to the selection.",
            actionJapanese: "書式設定を選択範囲に適用します。",
            titles: ["Paste Formatting"],
            complements: ["paste", "paste-as", "paste-style", "paste-and-match-style"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "close", chord: Chord(key: Key(dataName: "W")!, modifiers: [.command]), system: false,
            action: "Close the active window.",
            actionJapanese: "アクティブなウィンドウを閉じます。",
            titles: ["Close", "Close Window", "Close Tab", "Close ‹Item›"],
            complements: ["close-file", "close-all"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "close-file", chord: Chord(key: Key(dataName: "W")!, modifiers: [.shift, .command]), system: false,
            action: "Close a file and its associated windows.",
            actionJapanese: "ファイルと関連するウィンドウを閉じます。",
            titles: ["Close File", "Close Window"],
            complements: ["close", "close-all"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "close-all", chord: Chord(key: Key(dataName: "W")!, modifiers: [.option, .command]), system: false,
            action: "Close all windows in the app.",
            actionJapanese: "アプリ内のすべてのウィンドウを閉じます。",
            titles: ["Close All", "Close All Windows"],
            complements: ["close", "close-file"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "cut", chord: Chord(key: Key(dataName: "X")!, modifiers: [.command]), system: false,
            action: "Remove the selection and store on the Clipboard.",
            actionJapanese: "選択範囲を削除してクリップボードに保存します。",
            titles: ["Cut"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "undo", chord: Chord(key: Key(dataName: "Z")!, modifiers: [.command]), system: false,
            action: "Undo the previous operation.",
            actionJapanese: "前の操作を取り消します。",
            titles: ["Undo"],
            complements: ["redo"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "redo", chord: Chord(key: Key(dataName: "Z")!, modifiers: [.shift, .command]), system: false,
            action: "Redo (when Undo and Redo are separate commands rather than toggled using Command-Z).",
            actionJapanese: "やり直し(Command-Z を使用して切り替えるのではなく、取り消しとやり直しが別のコマンドの場合)。",
            titles: ["Redo"],
            complements: ["undo"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "keyboard-layout-roman-script", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.command]), system: true,
            action: "Change the keyboard layout to current layout of Roman script.",
            actionJapanese: "キーボードレイアウトをローマ字体の現在のレイアウトに変更します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-line-end", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.shift, .command]), system: true,
            action: "Extend selection to the next semantic unit, typically the end of the current line.",
            actionJapanese: "選択範囲を次の意味単位(通常は現在の行の終わり)まで拡張します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-right", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.shift]), system: true,
            action: "Extend selection one character to the right.",
            actionJapanese: "選択範囲を 1 文字右に拡張します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-word-end", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.option, .shift]), system: true,
            action: "Extend selection to the end of the current word, then to the end of the next word.",
            actionJapanese: "選択範囲を現在の単語の末尾まで拡張し、そして次の単語の末尾まで拡張します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "move-focus-in-view-right", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.control]), system: true,
            action: "Move focus to another value or cell within a view, such as a table.",
            actionJapanese: "表など、ビュー内の別の値またはセルに焦点を移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "keyboard-layout-system-script", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.command]), system: true,
            action: "Change the keyboard layout to current layout of system script.",
            actionJapanese: "キーボードレイアウトをシステムスクリプトの現在のレイアウトに変更します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-line-start", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.shift, .command]), system: true,
            action: "Extend selection to the previous semantic unit, typically the beginning of the current line.",
            actionJapanese: "選択範囲を前の意味単位(通常は現在の行の先頭)まで拡張します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-left", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.shift]), system: true,
            action: "Extend selection one character to the left.",
            actionJapanese: "選択範囲を 1 文字左に拡張します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-word-start", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.option, .shift]), system: true,
            action: "Extend selection to the beginning of the current word, then to the beginning of the previous word.",
            actionJapanese: "選択範囲を現在の単語の先頭に拡張し、次に前の単語の先頭に拡張します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "move-focus-in-view-left", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.control]), system: true,
            action: "Move focus to another value or cell within a view, such as a table.",
            actionJapanese: "表など、ビュー内の別の値またはセルに焦点を移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-document-start", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.shift, .command]), system: true,
            action: "Extend selection upward in the next semantic unit, typically the beginning of the document.",
            actionJapanese: "次の意味単位(通常は書類の先頭)で選択範囲を上方向に拡張します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-up", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.shift]), system: true,
            action: "Extend selection to the line above, to the nearest character boundary at the same horizontal location.",
            actionJapanese: "選択範囲を上の行まで拡張し、水平方向の同じ位置にある最も近い文字境界まで拡張します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-paragraph-start", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.option, .shift]), system: true,
            action: "Extend selection to the beginning of the current paragraph, then to the beginning of the next paragraph.",
            actionJapanese: "選択範囲を現在の段落の先頭まで拡張し、そして次の段落の先頭まで拡張します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "move-focus-in-view-up", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.control]), system: true,
            action: "Move focus to another value or cell within a view, such as a table.",
            actionJapanese: "表など、ビュー内の別の値またはセルに焦点を移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-document-end", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.shift, .command]), system: true,
            action: "Extend selection downward in the next semantic unit, typically the end of the document.",
            actionJapanese: "次の意味単位(通常は文章の末尾)で選択範囲を下方向に拡張します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-down", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.shift]), system: true,
            action: "Extend selection to the line below, to the nearest character boundary at the same horizontal location.",
            actionJapanese: "選択範囲を下の行まで拡張し、同じ水平方向の位置にある最も近い文字境界まで拡張します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-paragraph-end", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.option, .shift]), system: true,
            action: "Extend selection to the end of the current paragraph, then to the end of the next paragraph (include the paragraph terminator, such as Return, in cut, copy, and paste operations).",
            actionJapanese: "選択範囲を現在の段落の末尾まで拡張し、そして次の段落の末尾まで拡張します(カット、コピー、およびペースト操作では、Return などの段落終末を含みます)。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "move-focus-in-view-down", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.control]), system: true,
            action: "Move focus to another value or cell within a view, such as a table.",
            actionJapanese: "表など、ビュー内の別の値またはセルに焦点を移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "international-toggle-input-source", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.control]), system: true,
            action: "Toggle between the current and last input source.",
            actionJapanese: "現在の入力ソースと最後の入力ソースを切り替えます。",
            platforms: PlatformSet([.macOS]), category: "hig-international",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved international keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 60",
            ]
        ),
        ReservedEntry(
            id: "international-next-input-source", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.control, .option]), system: true,
            action: "Switch to the next input source in the list.",
            actionJapanese: "リスト内の次の入力ソースに切り替えます。",
            platforms: PlatformSet([.macOS]), category: "hig-international",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved international keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 61",
            ]
        ),
        ReservedEntry(
            id: "international-command-space-with-modifier", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.command]), match: .withAnyExtraModifier, system: true,
            action: "Varies. Apple reserved.",
            actionJapanese: "不定。アップル予約済み。",
            platforms: PlatformSet([.macOS]), category: "hig-international",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved international keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "international-keyboard-layout-roman-script", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.command]), system: true,
            action: "Change keyboard layout to current layout of Roman script.",
            actionJapanese: "キーボードレイアウトをローマ字体の現在のレイアウトに変更します。",
            platforms: PlatformSet([.macOS]), category: "hig-international",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved international keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "international-keyboard-layout-system-script", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.command]), system: true,
            action: "Change keyboard layout to current layout of system script.",
            actionJapanese: "キーボードレイアウトをシステムスクリプトの現在のレイアウトに変更します。",
            platforms: PlatformSet([.macOS]), category: "hig-international",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved international keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "macos-globe-emoji-and-symbols", chord: Chord(key: Key(dataName: "E")!, modifiers: [.function]), system: true,
            action: "Character Viewer (Emoji & Symbols)",
            titles: ["Emoji & Symbols"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); al3xandru/til mac/globe-fn-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "macos-sleep-displays", chord: Chord(key: Key(dataName: "Power")!, modifiers: [.control, .shift]), system: true,
            action: "Put displays to sleep (keyboards without Touch ID)",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "macos-shut-down-dialog", chord: Chord(key: Key(dataName: "Power")!, modifiers: [.control]), system: true,
            action: "Restart/Sleep/Shut down dialog (keyboards without Touch ID)",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "macos-force-restart", chord: Chord(key: Key(dataName: "Power")!, modifiers: [.control, .command]), system: true,
            action: "Force restart",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "macos-quit-all-and-shut-down", chord: Chord(key: Key(dataName: "Power")!, modifiers: [.control, .option, .command]), system: true,
            action: "Quit all apps, then shut down",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "macos-sleep", chord: Chord(key: Key(dataName: "Power")!, modifiers: [.option, .command]), system: true,
            action: "Sleep",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "macos-lock-screen", chord: Chord(key: Key(dataName: "Q")!, modifiers: [.control, .command]), system: true,
            action: "Lock screen",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "macos-screenshot-toolbar", chord: Chord(key: Key(dataName: "5")!, modifiers: [.shift, .command]), system: true,
            action: "Screenshot & screen-recording toolbar",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) ('In macOS Mojave or later'); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 184",
            ]
        ),
        ReservedEntry(
            id: "macos-screenshot-touch-bar-to-file", chord: Chord(key: Key(dataName: "6")!, modifiers: [.shift, .command]), system: true,
            action: "Screenshot of Touch Bar to file",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 181",
            ]
        ),
        ReservedEntry(
            id: "macos-screenshot-touch-bar-to-clipboard", chord: Chord(key: Key(dataName: "6")!, modifiers: [.control, .shift, .command]), system: true,
            action: "Screenshot of Touch Bar to clipboard",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 182",
            ]
        ),
        ReservedEntry(
            id: "macos-mission-control", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.control]), system: true,
            action: "Mission Control",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 32",
            ]
        ),
        ReservedEntry(
            id: "macos-application-windows", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.control]), system: true,
            action: "Application windows (App Exposé)",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 33",
            ]
        ),
        ReservedEntry(
            id: "macos-move-left-a-space", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.control]), system: true,
            action: "Move left a Space",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 79; doublecmd/doublecmd#766",
            ]
        ),
        ReservedEntry(
            id: "macos-move-right-a-space", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.control]), system: true,
            action: "Move right a Space",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 81; doublecmd/doublecmd#766",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-1", chord: Chord(key: Key(dataName: "1")!, modifiers: [.control]), system: false,
            action: "Switch to Desktop 1",
            titles: ["Switch to Desktop 1"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 118; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-2", chord: Chord(key: Key(dataName: "2")!, modifiers: [.control]), system: false,
            action: "Switch to Desktop 2",
            titles: ["Switch to Desktop 2"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 119; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-3", chord: Chord(key: Key(dataName: "3")!, modifiers: [.control]), system: false,
            action: "Switch to Desktop 3",
            titles: ["Switch to Desktop 3"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 120; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-4", chord: Chord(key: Key(dataName: "4")!, modifiers: [.control]), system: false,
            action: "Switch to Desktop 4",
            titles: ["Switch to Desktop 4"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 121; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-5", chord: Chord(key: Key(dataName: "5")!, modifiers: [.control]), system: false,
            action: "Switch to Desktop 5",
            titles: ["Switch to Desktop 5"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 122; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-6", chord: Chord(key: Key(dataName: "6")!, modifiers: [.control]), system: false,
            action: "Switch to Desktop 6",
            titles: ["Switch to Desktop 6"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 123; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-7", chord: Chord(key: Key(dataName: "7")!, modifiers: [.control]), system: false,
            action: "Switch to Desktop 7",
            titles: ["Switch to Desktop 7"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 124; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-8", chord: Chord(key: Key(dataName: "8")!, modifiers: [.control]), system: false,
            action: "Switch to Desktop 8",
            titles: ["Switch to Desktop 8"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 125; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-decrease-display-brightness", chord: Chord(key: Key(dataName: "F14")!, modifiers: []), system: true,
            action: "Decrease display brightness",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 53",
            ]
        ),
        ReservedEntry(
            id: "macos-increase-display-brightness", chord: Chord(key: Key(dataName: "F15")!, modifiers: []), system: true,
            action: "Increase display brightness",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 54",
            ]
        ),
        ReservedEntry(
            id: "macos-quick-note", chord: Chord(key: Key(dataName: "Q")!, modifiers: [.function]), system: true,
            action: "Quick Note",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 190; al3xandru/til mac/globe-fn-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "macos-focus-status-menus", chord: Chord(key: Key(dataName: "F8")!, modifiers: [.control]), system: true,
            action: "Move focus to status menus",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 57",
            ]
        ),
        ReservedEntry(
            id: "macos-show-contextual-menu", chord: Chord(key: Key(dataName: "Return")!, modifiers: [.control]), system: true,
            action: "Show contextual menu",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 159",
            ]
        ),
        ReservedEntry(
            id: "macos-accessibility-shortcuts", chord: Chord(key: Key(dataName: "F5")!, modifiers: [.option, .command]), system: true,
            action: "Show Accessibility controls",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 162",
            ]
        ),
        ReservedEntry(
            id: "macos-toggle-zoom-image-smoothing", chord: Chord(key: Key(dataName: "\\")!, modifiers: [.option, .command]), system: false,
            action: "Turn Zoom image smoothing on/off",
            titles: ["Turn Image Smoothing On/Off"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 23",
            ]
        ),
        ReservedEntry(
            id: "macos-globe-focus-dock", chord: Chord(key: Key(dataName: "A")!, modifiers: [.function]), system: true,
            action: "Focus the Dock",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-control-center", chord: Chord(key: Key(dataName: "C")!, modifiers: [.function]), system: true,
            action: "Open Control Center",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-dictation", chord: Chord(key: Key(dataName: "D")!, modifiers: [.function]), system: true,
            action: "Start Dictation",
            titles: ["Start Dictation…"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-globe-full-screen", chord: Chord(key: Key(dataName: "F")!, modifiers: [.function]), system: true,
            action: "Toggle full screen",
            titles: ["Enter Full Screen", "Exit Full Screen"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-globe-show-desktop", chord: Chord(key: Key(dataName: "H")!, modifiers: [.function]), system: true,
            action: "Hide windows / show desktop",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-globe-focus-apple-menu", chord: Chord(key: Key(dataName: "M")!, modifiers: [.function]), system: true,
            action: "Focus the Apple menu",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-notification-center", chord: Chord(key: Key(dataName: "N")!, modifiers: [.function]), system: true,
            action: "Show Notification Center",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-launchpad", chord: Chord(key: Key(dataName: "A")!, modifiers: [.shift, .function]), system: true,
            action: "Open Launchpad",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-window-fill", chord: Chord(key: Key(dataName: "F")!, modifiers: [.control, .function]), system: true,
            action: "Window: Fill",
            titles: ["Fill"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-center", chord: Chord(key: Key(dataName: "C")!, modifiers: [.control, .function]), system: true,
            action: "Window: Center",
            titles: ["Center"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-return-to-previous-size", chord: Chord(key: Key(dataName: "R")!, modifiers: [.control, .function]), system: true,
            action: "Window: Return to Previous Size",
            titles: ["Return to Previous Size"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-tile-left", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.control, .function]), system: true,
            action: "Window: Tile Left Half",
            titles: ["Left"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-tile-right", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.control, .function]), system: true,
            action: "Window: Tile Right Half",
            titles: ["Right"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-tile-top", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.control, .function]), system: true,
            action: "Window: Tile Top Half",
            titles: ["Top"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-tile-bottom", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.control, .function]), system: true,
            action: "Window: Tile Bottom Half",
            titles: ["Bottom"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-arrange-left-and-right", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.control, .shift, .function]), system: true,
            action: "Window: Arrange Left and Right",
            titles: ["Left & Right"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift",
            ]
        ),
        ReservedEntry(
            id: "macos-window-arrange-right-and-left", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.control, .shift, .function]), system: true,
            action: "Window: Arrange Right and Left",
            titles: ["Right & Left"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift",
            ]
        ),
        ReservedEntry(
            id: "macos-window-arrange-top-and-bottom", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.control, .shift, .function]), system: true,
            action: "Window: Arrange Top and Bottom",
            titles: ["Top & Bottom"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift",
            ]
        ),
        ReservedEntry(
            id: "macos-window-arrange-bottom-and-top", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.control, .shift, .function]), system: true,
            action: "Window: Arrange Bottom and Top",
            titles: ["Bottom & Top"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift",
            ]
        ),
        ReservedEntry(
            id: "services-search-man-page-index", chord: Chord(key: Key(dataName: "A")!, modifiers: [.shift, .command]), system: false,
            action: "Services: Search man Page Index in Terminal",
            titles: ["Search man Page Index in Terminal"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-open-man-page", chord: Chord(key: Key(dataName: "M")!, modifiers: [.shift, .command]), system: false,
            action: "Services: Open man Page in Terminal",
            titles: ["Open man Page in Terminal"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-search-with-google", chord: Chord(key: Key(dataName: "L")!, modifiers: [.shift, .command]), system: false,
            action: "Services: Search With Google",
            titles: ["Search With Google"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-make-new-sticky-note", chord: Chord(key: Key(dataName: "Y")!, modifiers: [.shift, .command]), system: false,
            action: "Services: Make New Sticky Note",
            titles: ["Make New Sticky Note"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-convert-to-traditional-chinese", chord: Chord(key: Key(dataName: "C")!, modifiers: [.control, .shift, .command]), system: false,
            action: "Services: Convert Text to Traditional Chinese",
            titles: ["Convert Text to Traditional Chinese"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-convert-to-simplified-chinese", chord: Chord(key: Key(dataName: "C")!, modifiers: [.control, .option, .shift, .command]), system: false,
            action: "Services: Convert Text to Simplified Chinese",
            titles: ["Convert Text to Simplified Chinese"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-spotlight", chord: Chord(key: Key(dataName: "F")!, modifiers: [.shift, .command]), system: false,
            action: "Services: Spotlight (search selection)",
            titles: ["Spotlight"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-send-file-to-bluetooth-device", chord: Chord(key: Key(dataName: "B")!, modifiers: [.shift, .command]), system: false,
            action: "Services: Send File To Bluetooth Device",
            titles: ["Send File To Bluetooth Device"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "text-move-to-line-start", chord: Chord(key: Key(dataName: "A")!, modifiers: [.control]), system: false,
            action: "Move to beginning of line/paragraph",
            titles: ["Move to Beginning of Line", "Move to Beginning of Paragraph"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-move-to-line-end", chord: Chord(key: Key(dataName: "E")!, modifiers: [.control]), system: false,
            action: "Move to end of line/paragraph",
            titles: ["Move to End of Line", "Move to End of Paragraph"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-move-forward", chord: Chord(key: Key(dataName: "F")!, modifiers: [.control]), system: false,
            action: "Move one character forward",
            titles: ["Move Forward a Character"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-move-backward", chord: Chord(key: Key(dataName: "B")!, modifiers: [.control]), system: false,
            action: "Move one character backward",
            titles: ["Move Backward a Character"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-move-up", chord: Chord(key: Key(dataName: "P")!, modifiers: [.control]), system: false,
            action: "Move up one line",
            titles: ["Move Up a Line"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-move-down", chord: Chord(key: Key(dataName: "N")!, modifiers: [.control]), system: false,
            action: "Move down one line",
            titles: ["Move Down a Line"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-delete-forward", chord: Chord(key: Key(dataName: "D")!, modifiers: [.control]), system: false,
            action: "Delete character to the right",
            titles: ["Delete Forward a Character"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-delete-backward", chord: Chord(key: Key(dataName: "H")!, modifiers: [.control]), system: false,
            action: "Delete character to the left",
            titles: ["Delete Backward a Character"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-delete-to-paragraph-end", chord: Chord(key: Key(dataName: "K")!, modifiers: [.control]), system: false,
            action: "Kill to end of paragraph",
            titles: ["Delete to End of Paragraph", "Kill"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-yank", chord: Chord(key: Key(dataName: "Y")!, modifiers: [.control]), system: false,
            action: "Yank killed text",
            titles: ["Yank"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-center-selection-in-view", chord: Chord(key: Key(dataName: "L")!, modifiers: [.control]), system: false,
            action: "Center cursor/selection in view",
            titles: ["Center Selection in Visible Area"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-insert-newline-after", chord: Chord(key: Key(dataName: "O")!, modifiers: [.control]), system: false,
            action: "Insert new line after insertion point",
            titles: ["Open Line"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-transpose", chord: Chord(key: Key(dataName: "T")!, modifiers: [.control]), system: false,
            action: "Transpose characters",
            titles: ["Transpose"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "new-tab", chord: Chord(key: Key(dataName: "T")!, modifiers: [.command]), system: false,
            action: "Open a new tab (Safari, Finder, Terminal).",
            titles: ["New Tab"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "cancel-operation", chord: Chord(key: Key(dataName: ".")!, modifiers: [.command]), system: false,
            action: "Cancel operation",
            titles: ["Cancel", "Stop"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "back", chord: Chord(key: Key(dataName: "[")!, modifiers: [.command]), system: false,
            action: "Go back to the previous page or location (Safari, Finder).",
            titles: ["Back"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "forward", chord: Chord(key: Key(dataName: "]")!, modifiers: [.command]), system: false,
            action: "Go forward to the next page or location (Safari, Finder).",
            titles: ["Forward"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "cancel", chord: Chord(key: Key(dataName: "Esc")!, modifiers: []), system: false,
            action: "Cancel current action",
            titles: ["Cancel"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "new-folder", chord: Chord(key: Key(dataName: "N")!, modifiers: [.shift, .command]), system: false,
            action: "New folder (Finder)",
            titles: ["New Folder"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "new-folder-with-selection", chord: Chord(key: Key(dataName: "N")!, modifiers: [.control, .command]), system: false,
            action: "New folder with selection (Finder)",
            titles: ["New Folder with Selection"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "ipados-home-screen", chord: Chord(key: Key(dataName: "H")!, modifiers: [.command]), system: true,
            action: "Go to Home Screen",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-search", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.command]), system: true,
            action: "Show/hide Search",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-app-switcher-next", chord: Chord(key: Key(dataName: "Tab")!, modifiers: [.command]), system: true,
            action: "Switch to next most recently used app",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-screenshot", chord: Chord(key: Key(dataName: "3")!, modifiers: [.shift, .command]), system: true,
            action: "Take a screenshot",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-screenshot-and-markup", chord: Chord(key: Key(dataName: "4")!, modifiers: [.shift, .command]), system: true,
            action: "Take a screenshot and open Markup",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-toggle-dock", chord: Chord(key: Key(dataName: "D")!, modifiers: [.option, .command]), system: true,
            action: "Show/hide the Dock",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-globe-home-screen", chord: Chord(key: Key(dataName: "H")!, modifiers: [.function]), system: true,
            action: "Go to Home Screen (Globe-H)",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-quick-note", chord: Chord(key: Key(dataName: "Q")!, modifiers: [.function]), system: true,
            action: "Quick Note (Globe-Q)",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-control-center", chord: Chord(key: Key(dataName: "C")!, modifiers: [.function]), system: true,
            action: "Control Center (Globe-C)",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-focus-next-visible-app", chord: Chord(key: Key(dataName: "`")!, modifiers: [.function]), system: true,
            action: "Move focus between visible apps (Split View/Slide Over)",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: ["Macworld (US) Aug 2021 p.56 (issuhub.com/view/index/38994?pageIndex=56)"]
        ),
        ReservedEntry(
            id: "ipados-next-window", chord: Chord(key: Key(dataName: "`")!, modifiers: [.command]), system: true,
            action: "Next window of the current app",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: ["Macworld (US) Aug 2021 p.56 (issuhub.com/view/index/38994?pageIndex=56)"]
        ),
        ReservedEntry(
            id: "ipados-show-dock", chord: Chord(key: Key(dataName: "A")!, modifiers: [.function]), system: true,
            action: "Show Dock",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-app-library", chord: Chord(key: Key(dataName: "A")!, modifiers: [.shift, .function]), system: true,
            action: "Show App Library",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-siri", chord: Chord(key: Key(dataName: "S")!, modifiers: [.function]), system: true,
            action: "Siri",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-notification-center", chord: Chord(key: Key(dataName: "N")!, modifiers: [.function]), system: true,
            action: "Notification Center",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-app-switcher", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.function]), system: true,
            action: "App Switcher / show all windows",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-previous-app", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.function]), system: true,
            action: "Previous app",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-next-app", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.function]), system: true,
            action: "Next app",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-full-screen", chord: Chord(key: Key(dataName: "F")!, modifiers: [.function]), system: true,
            action: "Enter full screen (from Split View/Slide Over)",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-split-view-left", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.command, .function]), system: true,
            action: "Split View left",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-split-view-right", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.command, .function]), system: true,
            action: "Split View right",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-replace-split-view-app", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.control, .function]), system: true,
            action: "Replace app in Split View",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-slide-over-left", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.option, .function]), system: true,
            action: "Slide Over left",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-slide-over-right", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.option, .function]), system: true,
            action: "Slide Over right",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-toggle-slide-over", chord: Chord(key: Key(dataName: "\\")!, modifiers: [.function]), system: true,
            action: "Hide/show Slide Over",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
    ]
}
