// swift-format-ignore-file
// (generated code: formatting it would only make the generator and the file disagree)
// Generated from Resources/reserved.json by Sources/ReservedTableGenerator — do not edit.
// Regenerate from the package root: swift run generate-reserved-table
//
// The rows as ReservedTableDecoder reads them from the JSON, written as Swift values so that
// starting the tool parses no JSON. Fields the decoder ignores (defaultEnabled, hig, notes,
// since, the sources of localized titles) are left out; ReservedDataTests checks these
// entries against the decoded file.

/// The reserved and standard shortcut table, compiled in so a copied binary needs no resource bundle.
enum EmbeddedReservedTable {
    static let entries: [ReservedEntry] = [
        ReservedEntry(
            id: "spotlight", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.command]), system: true,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Spotlight › Show Spotlight search); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd)",
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
            id: "apple-reserved-shift-command-space", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.shift, .command]), system: true, tier: .conditional,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts: 'Varies. Apple reserved.' (the current page says only 'Varies.'; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958))",
            condition: "Apple reserves it; what it does varies with the system's language and input methods",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Spotlight › Show Finder search window); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd)",
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
            id: "special-characters", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.control, .command]), system: true, tier: .standard,
            tierSource: "HIG 'The menu bar' › Edit menu: 'The system automatically adds the Emoji & Symbols menu item at the bottom of the Edit menu' (copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6); data file notes: implemented as the Edit › Emoji & Symbols menu item, overridable per app; Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd) ('Control–Command–Space bar or Fn-E: Show the Character Viewer')",
            action: "Show the Special Characters window.",
            actionJapanese: "特殊文字ウィンドウを表示します。",
            titles: ["Emoji & Symbols", "Special Characters…"],
            synonyms: [
                "Character Viewer",
                "Show Character Viewer",
                "Show Emoji & Symbols",
                "Emoji and Symbols",
                "Emoji",
            ],
            selectors: ["orderFrontCharacterPalette:"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "Apple Developer Documentation › AppKit › NSApplication › orderFrontCharacterPalette(_:): the menu item action orderFrontCharacterPalette: https://developer.apple.com/documentation/appkit/nsapplication/orderfrontcharacterpalette(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "focus-previous-control", chord: Chord(key: Key(dataName: "Tab")!, modifiers: [.shift]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd): 'Tab and Shift-Tab: Move to next control, move to previous control'",
            behavior: "moves keyboard focus to the previous control",
            action: "Navigate through controls in a reverse direction.",
            actionJapanese: "コントロールを逆方向にナビゲートします。",
            synonyms: [
                "Select Previous Key View",
                "Previous Field",
                "Focus Previous Control",
                "Previous Control",
            ],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "app-switcher-next", chord: Chord(key: Key(dataName: "Tab")!, modifiers: [.command]), system: true,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd): 'Command-Tab: Switch to the next most recently used app among your open apps'",
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
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd) (Command-Tab, and Shift reverses the app switcher); seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts",
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
            id: "focus-next-control-group", chord: Chord(key: Key(dataName: "Tab")!, modifiers: [.control]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd): 'Control-Tab: Move to the next control when a text field is selected'; Control-Tab and Control-Shift-Tab show the next and previous tab in AppKit's tabbed windows: HIG 'The menu bar' › Window menu (Show Previous Tab, Show Next Tab; copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6); sindresorhus/Settings#32 ('Xcode uses Control+Tab'; 'Chrome, Safari and Finder also use Control+Tab'); jakob/Postico#381 ('The keyboard shortcut is Ctrl-Tab … the system default'); on iPad, Safari's Ctrl-Tab (omz/Pythonista-Issues#342)",
            behavior: "moves keyboard focus to the next group of controls, and shows the next tab in a tabbed window",
            action: "Move focus to the next group of controls in a dialog or the next table (when Tab moves to the next cell).",
            actionJapanese: "ダイアログまたは次の表内の次のコントロールグループに焦点を移動します(Tab が次のセルに移動した場合)。",
            titles: ["Show Next Tab"],
            synonyms: ["Next Tab", "Select Next Tab", "Switch to Next Tab", "Go to Next Tab"],
            selectors: ["selectNextTab:"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "Apple Developer Documentation › AppKit › NSWindow › selectNextTab(_:): the menu item action selectNextTab: https://developer.apple.com/documentation/appkit/nswindow/selectnexttab(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "focus-previous-control-group", chord: Chord(key: Key(dataName: "Tab")!, modifiers: [.control, .shift]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd): 'Control-Shift-Tab: Move to the previous grouping of controls'; Control-Tab and Control-Shift-Tab show the next and previous tab in AppKit's tabbed windows: HIG 'The menu bar' › Window menu (Show Previous Tab, Show Next Tab; copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6); sindresorhus/Settings#32 ('Xcode uses Control+Tab'; 'Chrome, Safari and Finder also use Control+Tab'); jakob/Postico#381 ('The keyboard shortcut is Ctrl-Tab … the system default'); on iPad, Safari's Ctrl-Tab (omz/Pythonista-Issues#342)",
            behavior: "moves keyboard focus to the previous group of controls, and shows the previous tab in a tabbed window",
            action: "Move focus to the previous group of controls.",
            actionJapanese: "コントロールの前のグループに焦点を移動します。",
            titles: ["Show Previous Tab"],
            synonyms: [
                "Previous Tab",
                "Select Previous Tab",
                "Switch to Previous Tab",
                "Go to Previous Tab",
            ],
            selectors: ["selectPreviousTab:"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "Apple Developer Documentation › AppKit › NSWindow › selectPreviousTab(_:): the menu item action selectPreviousTab: https://developer.apple.com/documentation/appkit/nswindow/selectprevioustab(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "force-quit", chord: Chord(key: Key(dataName: "Esc")!, modifiers: [.option, .command]), system: true,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd): 'Option-Command-Esc: Force quit an app'",
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts; Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Sleep, log out, and shut down shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/sleep.txt @dad1fbd) (the same actions on the Power button)",
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts; Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Sleep, log out, and shut down shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/sleep.txt @dad1fbd) (the same actions on the Power button)",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Keyboard: turn keyboard access on or off, move focus to the menu bar, Dock, window, toolbar, floating window, change the way Tab moves focus); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd)",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Keyboard: turn keyboard access on or off, move focus to the menu bar, Dock, window, toolbar, floating window, change the way Tab moves focus); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd)",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Keyboard: turn keyboard access on or off, move focus to the menu bar, Dock, window, toolbar, floating window, change the way Tab moves focus); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd)",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Keyboard: turn keyboard access on or off, move focus to the menu bar, Dock, window, toolbar, floating window, change the way Tab moves focus); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd)",
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (the reverse of Control-F4, com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md @61b43ac) id 9). Not in current System Settings' list: unconfirmed on current macOS",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Keyboard: turn keyboard access on or off, move focus to the menu bar, Dock, window, toolbar, floating window, change the way Tab moves focus); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd)",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Accessibility › Turn VoiceOver on or off)",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Keyboard: turn keyboard access on or off, move focus to the menu bar, Dock, window, toolbar, floating window, change the way Tab moves focus); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd)",
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
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd): 'Control-Shift-F6: Move focus to the previous panel'",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Keyboard: turn keyboard access on or off, move focus to the menu bar, Dock, window, toolbar, floating window, change the way Tab moves focus); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd)",
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
            id: "apple-reserved-f8", chord: Chord(key: Key(dataName: "F8")!, modifiers: []), system: true, tier: .conditional,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts: 'Varies. Apple reserved.'; macOS System Settings › Keyboard: 'Use F1, F2, etc. keys as standard function keys' is off by default, so the bare keys send their media or system functions (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963)",
            condition: "Apple reserves the key; on Apple keyboards it sends a media or system function unless 'Use F1, F2, etc. keys as standard function keys' is on",
            action: "Varies. Apple reserved.",
            actionJapanese: "不定。アップル予約済み。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "apple-reserved-f9", chord: Chord(key: Key(dataName: "F9")!, modifiers: []), system: true, tier: .conditional,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts: 'Varies. Apple reserved.'; macOS System Settings › Keyboard: 'Use F1, F2, etc. keys as standard function keys' is off by default, so the bare keys send their media or system functions (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963)",
            condition: "Apple reserves the key; on Apple keyboards it sends a media or system function unless 'Use F1, F2, etc. keys as standard function keys' is on",
            action: "Varies. Apple reserved.",
            actionJapanese: "不定。アップル予約済み。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "apple-reserved-f10", chord: Chord(key: Key(dataName: "F10")!, modifiers: []), system: true, tier: .conditional,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts: 'Varies. Apple reserved.'; macOS System Settings › Keyboard: 'Use F1, F2, etc. keys as standard function keys' is off by default, so the bare keys send their media or system functions (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963)",
            condition: "Apple reserves the key; on Apple keyboards it sends a media or system function unless 'Use F1, F2, etc. keys as standard function keys' is on",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control › Show Desktop, F11)",
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
            id: "dashboard", chord: Chord(key: Key(dataName: "F12")!, modifiers: []), system: true, tier: .conditional,
            tierSource: "Dashboard removed in macOS 10.15 Catalina: SlashGear 2019-06-04 https://www.slashgear.com/macos-catalina-might-put-an-end-to-the-dashboard-and-widgets-04579276/ and TidBITS Talk https://talk.tidbits.com/t/dashboard-is-history-in-catalina/8999; current System Settings lists no Dashboard shortcut (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963)",
            versions: [.macOS: ReleaseRange(through: OSVersion(major: 10, minor: 14))],
            condition: "Dashboard was removed in macOS 10.15 Catalina",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Keyboard › Move focus to next window, Command-`); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd)",
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
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd): 'Shift–Command–Grave accent (`): Activate the previous open window in the front app'",
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
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd): 'Option–Command–Grave accent (`): Move the focus to the window drawer'",
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
            id: "decrease-size", chord: Chord(key: Key(dataName: "-")!, modifiers: [.command]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd) ('Shift–Command–Minus sign: Decrease the size of the selected item'); Apple HIG 'The menu bar' https://developer.apple.com/design/human-interface-guidelines/the-menu-bar (copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6) › Format › Font (Bigger, Smaller)",
            behavior: "makes the selected text or item smaller",
            action: "Decrease the size of the selection.",
            actionJapanese: "選択範囲のサイズを小さくします。",
            titles: ["Smaller", "Decrease Size", "Zoom Out"],
            synonyms: [
                "Make Text Smaller",
                "Make Smaller",
                "Decrease Font Size",
                "Smaller Text",
                "Shrink",
                "Text Smaller",
                "Font Smaller",
                "Zoom Out Text",
            ],
            localizedTitles: [LocalizedTitle("ja", "小さく")],
            verbs: ["Decrease", "Reduce", "Shrink", "Zoom Out", "Smaller"],
            objects: ["Size", "Font Size", "Text Size", "Font", "Text", "Zoom", "Editor Font"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "zoom-out", chord: Chord(key: Key(dataName: "-")!, modifiers: [.option, .command]), system: true, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Accessibility › Zoom)",
            condition: "only when the Zoom shortcuts are turned on in Keyboard Shortcuts › Accessibility (off by default)",
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Left-align a selection.",
            actionJapanese: "選択範囲を左揃えにします。",
            titles: ["Align Left"],
            synonyms: ["Left Align", "Align Text Left", "Left"],
            localizedTitles: [LocalizedTitle("ja", "左揃え")],
            selectors: ["alignLeft:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › alignLeft(_:): the menu item action alignLeft: https://developer.apple.com/documentation/appkit/nstext/alignleft(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "align-right", chord: Chord(key: Key(dataName: "]")!, modifiers: [.shift, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Right-align a selection.",
            actionJapanese: "選択範囲を右揃えにします。",
            titles: ["Align Right"],
            synonyms: ["Right Align", "Align Text Right", "Right"],
            localizedTitles: [LocalizedTitle("ja", "右揃え")],
            selectors: ["alignRight:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › alignRight(_:): the menu item action alignRight: https://developer.apple.com/documentation/appkit/nstext/alignright(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "align-center", chord: Chord(key: Key(dataName: "\\")!, modifiers: [.shift, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Center-align a selection.",
            actionJapanese: "選択範囲を中央揃えにします。",
            titles: ["Center", "Align Center"],
            synonyms: ["Center Align", "Align Text Center", "Centre", "Center Text"],
            localizedTitles: [LocalizedTitle("ja", "中央揃え")],
            selectors: ["alignCenter:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › alignCenter(_:): the menu item action alignCenter: https://developer.apple.com/documentation/appkit/nstext/aligncenter(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "show-spelling-and-grammar", chord: Chord(key: Key(dataName: ";")!, modifiers: [.shift, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Display the Spelling window.",
            actionJapanese: "[スペル チェック] ウィンドウを表示します。",
            titles: ["Show Spelling and Grammar", "Spelling and Grammar", "Spelling…"],
            synonyms: ["Spelling", "Show Spelling", "Spelling Panel"],
            localizedTitles: [LocalizedTitle("ja", "スペルと文法を表示")],
            selectors: ["showGuessPanel:"],
            complements: ["check-spelling"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › showGuessPanel(_:): the menu item action showGuessPanel: https://developer.apple.com/documentation/appkit/nstext/showguesspanel(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "check-spelling", chord: Chord(key: Key(dataName: ";")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Find misspelled words in the document.",
            actionJapanese: "文書内のスペルミスのある単語を検索します。",
            titles: ["Check Document Now", "Check Spelling"],
            synonyms: ["Check Spelling Now", "Find Misspelled Word", "Next Misspelled Word"],
            localizedTitles: [LocalizedTitle("ja", "書類を今すぐチェック")],
            selectors: ["checkSpelling:"],
            complements: ["show-spelling-and-grammar"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › checkSpelling(_:): the menu item action checkSpelling: https://developer.apple.com/documentation/appkit/nstext/checkspelling(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "settings", chord: Chord(key: Key(dataName: ",")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Open the app’s settings window.",
            actionJapanese: "アプリの設定ウィンドウを開きます。",
            titles: ["Settings…", "Preferences…"],
            synonyms: [
                "Options…",
                "Open Settings",
                "Show Settings",
                "Open Preferences",
                "Show Preferences",
                "Settings",
                "Preferences",
            ],
            localizedTitles: [
                LocalizedTitle("ja", "環境設定..."),
                LocalizedTitle("ja", "設定..."),
                LocalizedTitle("ja", "設定…"),
            ],
            verbs: ["Open", "Show"],
            objects: ["Settings", "Preferences", "Options", "User Settings", "App Settings"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "decrease-contrast", chord: Chord(key: Key(dataName: ",")!, modifiers: [.control, .option, .command]), system: true, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Accessibility › Contrast); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd): 'To use these vision shortcuts, first choose … System Settings …'",
            condition: "only when turned on in Keyboard Shortcuts › Accessibility (off by default)",
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
            id: "increase-contrast", chord: Chord(key: Key(dataName: ".")!, modifiers: [.control, .option, .command]), system: true, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Accessibility › Contrast); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd): 'To use these vision shortcuts, first choose … System Settings …'",
            condition: "only when turned on in Keyboard Shortcuts › Accessibility (off by default)",
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Open the app’s Help menu.",
            actionJapanese: "アプリの [ヘルプ] メニューを開きます。",
            titles: ["Help", "‹App› Help"],
            synonyms: [
                "Show Help",
                "Open Help",
                "‹App› Help Center",
                "Guide",
                "‹App› Guide",
                "User Guide",
                "Documentation",
                "‹App› Documentation",
                "User Manual",
                "‹App› Manual",
                "‹App› User Guide",
                "‹App› User Manual",
                "Online Documentation",
                "Online Help",
                "Online Manual",
                "Online User Guide",
                "‹App› Online Help",
            ],
            localizedTitles: [LocalizedTitle("ja", "‹App› ヘルプ")],
            selectors: ["showHelp:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSApplication › showHelp(_:): the menu item action showHelp: https://developer.apple.com/documentation/appkit/nsapplication/showhelp(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 98",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
                "synonyms Guide, User Guide, Documentation, Manual: apps title their Help item after their guide (OpenEmu User Guide, Platypus Documentation, Quicksilver Guide in the real-menu fixtures)",
            ]
        ),
        ReservedEntry(
            id: "toggle-font-smoothing", chord: Chord(key: Key(dataName: "/")!, modifiers: [.option, .command]), system: true, tier: .conditional,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts; current System Settings lists no font-smoothing shortcut (its Zoom list has image smoothing on Option-Command-Backslash; dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963)",
            condition: "only on the macOS releases that had a font-smoothing shortcut: the HIG lists it, current System Settings does not, and the release that dropped it was not found",
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
            id: "increase-size", chord: Chord(key: Key(dataName: "=")!, modifiers: [.shift, .command]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd) ('Shift–Command–Plus sign (+): Increase the size of the selected item. Command–Equal sign (=) performs the same function'); Apple HIG 'The menu bar' https://developer.apple.com/design/human-interface-guidelines/the-menu-bar (copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6) › Format › Font (Bigger, Smaller)",
            behavior: "makes the selected text or item bigger",
            action: "Increase the size of the selection.",
            actionJapanese: "選択範囲のサイズを大きくします。",
            titles: ["Bigger", "Increase Size", "Zoom In"],
            synonyms: [
                "Make Text Bigger",
                "Make Bigger",
                "Make Text Larger",
                "Larger",
                "Increase Font Size",
                "Bigger Text",
                "Enlarge",
                "Text Bigger",
                "Font Bigger",
                "Zoom In Text",
            ],
            localizedTitles: [LocalizedTitle("ja", "大きく")],
            verbs: ["Increase", "Enlarge", "Grow", "Zoom In", "Bigger", "Larger"],
            objects: ["Size", "Font Size", "Text Size", "Font", "Text", "Zoom", "Editor Font"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "zoom-in", chord: Chord(key: Key(dataName: "=")!, modifiers: [.option, .command]), system: true, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Accessibility › Zoom)",
            condition: "only when the Zoom shortcuts are turned on in Keyboard Shortcuts › Accessibility (off by default)",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Screenshots); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd)",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Screenshots); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd)",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Screenshots); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd)",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Screenshots); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd)",
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
            id: "toggle-zoom", chord: Chord(key: Key(dataName: "8")!, modifiers: [.option, .command]), system: true, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Accessibility › Zoom)",
            condition: "only when the Zoom shortcuts are turned on in Keyboard Shortcuts › Accessibility (off by default)",
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
            id: "invert-colors", chord: Chord(key: Key(dataName: "8")!, modifiers: [.control, .option, .command]), system: true, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Accessibility › Contrast); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd): 'To use these vision shortcuts, first choose … System Settings …'",
            condition: "only when turned on in Keyboard Shortcuts › Accessibility (off by default)",
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Selects every item in a document or window, or all characters in a text field.",
            actionJapanese: "文書またはウィンドウ内のすべての項目、またはテキストフィールド内のすべての文字を選択します。",
            titles: ["Select All"],
            synonyms: ["Select Everything"],
            localizedTitles: [LocalizedTitle("ja", "すべてを選択")],
            verbs: ["Select"],
            objects: ["All", "All Text", "All Items", "Everything"],
            selectors: ["selectAll:"],
            complements: ["deselect-all"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › selectAll(_:): the menu item action selectAll: https://developer.apple.com/documentation/appkit/nstext/selectall(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "deselect-all", chord: Chord(key: Key(dataName: "A")!, modifiers: [.shift, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Deselects all selections or characters.",
            actionJapanese: "すべての選択または文字の選択を解除します。",
            titles: ["Deselect All", "Select None"],
            synonyms: ["Deselect", "Clear Selection", "Select Nothing", "Unselect All"],
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Boldface the selected text or toggle boldfaced text on and off.",
            actionJapanese: "選択したテキストを太字にするか、太字テキストのオンとオフを切り替えます。",
            titles: ["Bold"],
            synonyms: ["Toggle Bold", "Boldface", "Bold Text", "Strong"],
            localizedTitles: [LocalizedTitle("ja", "ボールド")],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
                "synonym Strong: HTML and Markdown call bold text strong (<strong>, **text**); Markdown editors title the Command-B item so (MacDown Format menu, real-menu fixture)",
            ]
        ),
        ReservedEntry(
            id: "copy", chord: Chord(key: Key(dataName: "C")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Copy the selection to the Clipboard.",
            actionJapanese: "選択範囲をクリップボードにコピーします。",
            titles: ["Copy"],
            localizedTitles: [LocalizedTitle("ja", "コピー")],
            verbs: ["Copy"],
            objects: ["‹Item›"],
            selectors: ["copy:"],
            complements: ["copy-style", "copy-formatting"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › copy(_:): the menu item action copy: https://developer.apple.com/documentation/appkit/nstext/copy(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "show-colors", chord: Chord(key: Key(dataName: "C")!, modifiers: [.shift, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Display the Colors window.",
            actionJapanese: "[色] ウィンドウを表示します。",
            titles: ["Show Colors"],
            synonyms: ["Colors", "Show Color Panel", "Color Panel", "Colors…", "Hide Colors"],
            localizedTitles: [LocalizedTitle("ja", "カラーパネルを表示")],
            selectors: ["orderFrontColorPanel:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSApplication › orderFrontColorPanel(_:): the menu item action orderFrontColorPanel: https://developer.apple.com/documentation/appkit/nsapplication/orderfrontcolorpanel(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "copy-style", chord: Chord(key: Key(dataName: "C")!, modifiers: [.option, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Copy the style of the selected text.",
            actionJapanese: "選択したテキストのスタイルをコピーします。",
            titles: ["Copy Style"],
            synonyms: ["Copy Format", "Copy Attributes", "Copy Font"],
            localizedTitles: [LocalizedTitle("ja", "スタイルをコピー")],
            selectors: ["copyFont:"],
            complements: ["copy", "copy-formatting"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › copyFont(_:): the menu item action copyFont: https://developer.apple.com/documentation/appkit/nstext/copyfont(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "copy-formatting", chord: Chord(key: Key(dataName: "C")!, modifiers: [.control, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●); HIG 'The menu bar' › Format › Text: 'Show Ruler, Copy Ruler, and Paste Ruler' (copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6); Control-Command-C/V on Copy Ruler/Paste Ruler in quicksilver/Quicksilver Quicksilver/Nibs/Base.lproj/MainMenu.xib @5689629",
            action: "Copy the formatting settings of the selection and store on the Clipboard.",
            actionJapanese: "選択範囲の書式設定をコピーし、クリップボードに保存します。",
            titles: ["Copy Formatting", "Copy Ruler"],
            synonyms: ["Copy Paragraph Style"],
            localizedTitles: [LocalizedTitle("ja", "ルーラをコピー")],
            selectors: ["copyRuler:"],
            complements: ["copy", "copy-style"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › copyRuler(_:): the menu item action copyRuler: https://developer.apple.com/documentation/appkit/nstext/copyruler(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "toggle-dock-hiding", chord: Chord(key: Key(dataName: "D")!, modifiers: [.option, .command]), system: true,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Launchpad & Dock › Turn Dock hiding on/off)",
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Display the definition of the selected word in the Dictionary app.",
            actionJapanese: "辞書アプリで選択した単語の定義を表示します。",
            titles: ["Look Up", "Look Up in Dictionary"],
            synonyms: [
                "Define",
                "Show Definition",
                "Look Up Definition",
                "Look Up Selection",
                "Look Up ‹Item›",
            ],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "use-selection-for-find", chord: Chord(key: Key(dataName: "E")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Use the selection for a find operation.",
            actionJapanese: "検索操作に選択範囲を使用します。",
            titles: ["Use Selection for Find"],
            synonyms: ["Use Selection to Find", "Find Selection", "Enter Selection"],
            localizedTitles: [LocalizedTitle("ja", "選択部分を検索に使用")],
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Open a Find window.",
            actionJapanese: "検索ウィンドウを開きます。",
            titles: ["Find…"],
            synonyms: [
                "Find",
                "Search",
                "Find in Page",
                "Find in Document",
                "Search in Page",
                "Filter",
                "Show Filter Bar",
                "Hide Filter Bar",
                "Toggle Filter Bar",
                "Show Search Bar",
                "Hide Search Bar",
                "Show Find Bar",
                "Hide Find Bar",
            ],
            localizedTitles: [LocalizedTitle("ja", "検索..."), LocalizedTitle("ja", "検索")],
            verbs: ["Find", "Search"],
            objects: ["in Page", "in Document", "Text", "in ‹Item›", "‹Item›"],
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Jump to the search field control.",
            actionJapanese: "検索フィールドコントロールにジャンプします。",
            titles: ["Jump to Search Field"],
            synonyms: [
                "Search",
                "Focus Search Field",
                "Go to Search Field",
                "Search Field",
                "Focus Search",
                "Search ‹Item›",
                "‹Item› Search",
            ],
            complements: ["find", "find-next", "find-previous", "use-selection-for-find"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
                "synonyms Search ‹Item› and ‹Item› Search: apps name the search field they jump to (Skim Search PDF, NetNewsWire Article Search, whose actions focus the search field)",
            ]
        ),
        ReservedEntry(
            id: "enter-full-screen", chord: Chord(key: Key(dataName: "F")!, modifiers: [.control, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Enter full screen.",
            actionJapanese: "フルスクリーンに入ります。",
            titles: ["Enter Full Screen", "Exit Full Screen", "Toggle Full Screen"],
            synonyms: ["Full Screen", "Fullscreen", "Toggle Fullscreen"],
            verbs: ["Enter", "Exit", "Toggle", "Leave", "Use"],
            objects: ["Full Screen", "Fullscreen"],
            selectors: ["toggleFullScreen:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSWindow › toggleFullScreen(_:): the menu item action toggleFullScreen: https://developer.apple.com/documentation/appkit/nswindow/togglefullscreen(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "find-next", chord: Chord(key: Key(dataName: "G")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Find the next occurrence of the selection.",
            actionJapanese: "選択範囲の次の発生を検索します。",
            titles: ["Find Next"],
            synonyms: [
                "Find Again",
                "Next Match",
                "Find Next Match",
                "Next Result",
                "Search Next",
                "Find Next Occurrence",
            ],
            localizedTitles: [LocalizedTitle("ja", "次を検索")],
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Find the previous occurrence of the selection.",
            actionJapanese: "選択範囲の前の発生を検索します。",
            titles: ["Find Previous"],
            synonyms: [
                "Previous Match",
                "Find Previous Match",
                "Previous Result",
                "Search Previous",
                "Find Previous Occurrence",
            ],
            localizedTitles: [LocalizedTitle("ja", "前を検索")],
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Hide the windows of the currently running app.",
            actionJapanese: "現在実行中のアプリのウィンドウを非表示にします。",
            titles: ["Hide ‹App›"],
            synonyms: ["Hide Application", "Hide App"],
            localizedTitles: [LocalizedTitle("ja", "‹App›を隠す")],
            selectors: ["hide:"],
            complements: ["hide-others"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSApplication › hide(_:): the menu item action hide: https://developer.apple.com/documentation/appkit/nsapplication/hide(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "hide-others", chord: Chord(key: Key(dataName: "H")!, modifiers: [.option, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Hide the windows of all other running apps.",
            actionJapanese: "実行中の他のすべてのアプリのウィンドウを非表示にします。",
            titles: ["Hide Others"],
            synonyms: ["Hide Other Applications", "Hide Other Apps"],
            localizedTitles: [LocalizedTitle("ja", "ほかを隠す")],
            selectors: ["hideOtherApplications:"],
            complements: ["hide"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSApplication › hideOtherApplications(_:): the menu item action hideOtherApplications: https://developer.apple.com/documentation/appkit/nsapplication/hideotherapplications(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "italic", chord: Chord(key: Key(dataName: "I")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Italicize the selected text or toggle italic text on or off.",
            actionJapanese: "選択したテキストを斜体にするか、斜体テキストのオンとオフを切り替えます。",
            titles: ["Italic"],
            synonyms: ["Toggle Italic", "Italicize", "Italics", "Emphasize", "Emphasis"],
            localizedTitles: [LocalizedTitle("ja", "イタリック")],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
                "synonyms Emphasize, Emphasis: HTML and Markdown call italic text emphasis (<em>, *text*); Markdown editors title the Command-I item so (MacDown Format menu, real-menu fixture)",
            ]
        ),
        ReservedEntry(
            id: "get-info", chord: Chord(key: Key(dataName: "I")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Display an Info window.",
            actionJapanese: "情報ウィンドウを表示します。",
            titles: ["Get Info", "Info", "Show Info"],
            synonyms: [
                "Get Information",
                "Show Information",
                "Info…",
                "Properties",
                "Inspector",
                "Show Inspector",
                "Hide Inspector",
                "Toggle Inspector",
                "Show Info Inspector",
            ],
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Display an inspector window.",
            actionJapanese: "インスペクタウィンドウを表示します。",
            titles: ["Show Inspector", "Inspector"],
            synonyms: ["Hide Inspector", "Toggle Inspector", "Show Inspectors", "Inspectors"],
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Scroll to a selection.",
            actionJapanese: "選択範囲までスクロールします。",
            titles: ["Jump to Selection", "Scroll to Selection"],
            synonyms: [
                "Reveal Selection",
                "Center Selection",
                "Go to Selection",
                "Center Selection in Visible Area",
            ],
            localizedTitles: [LocalizedTitle("ja", "選択部分へジャンプ")],
            selectors: ["centerSelectionInVisibleArea:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSResponder › centerSelectionInVisibleArea(_:): the menu item action centerSelectionInVisibleArea: https://developer.apple.com/documentation/appkit/nsresponder/centerselectioninvisiblearea(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "minimize", chord: Chord(key: Key(dataName: "M")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Minimize the active window to the Dock.",
            actionJapanese: "アクティブなウィンドウを Dock に最小化します。",
            titles: ["Minimize"],
            synonyms: ["Minimize Window", "Minimise", "Minimise Window", "Miniaturize"],
            localizedTitles: [LocalizedTitle("ja", "しまう"), LocalizedTitle("ja", "ウインドウをしまう")],
            selectors: ["performMiniaturize:"],
            complements: ["minimize-all"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSWindow › performMiniaturize(_:): the menu item action performMiniaturize: https://developer.apple.com/documentation/appkit/nswindow/performminiaturize(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "minimize-all", chord: Chord(key: Key(dataName: "M")!, modifiers: [.option, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Minimize all windows of the active app to the Dock.",
            actionJapanese: "アクティブなアプリのすべてのウィンドウを Dock に最小化します。",
            titles: ["Minimize All"],
            synonyms: [
                "Minimize All Windows",
                "Minimise All",
                "Minimise All Windows",
                "Miniaturize All",
            ],
            selectors: ["miniaturizeAll:"],
            complements: ["minimize"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSApplication › miniaturizeAll(_:): the menu item action miniaturizeAll: https://developer.apple.com/documentation/appkit/nsapplication/miniaturizeall(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "new", chord: Chord(key: Key(dataName: "N")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Open a new document.",
            actionJapanese: "新しい文書を開きます。",
            titles: ["New", "New Document", "New Window", "New ‹Item›"],
            localizedTitles: [LocalizedTitle("ja", "新規")],
            verbs: ["Create"],
            objects: ["‹Item›"],
            selectors: ["newDocument:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSDocumentController › newDocument(_:): the menu item action newDocument: https://developer.apple.com/documentation/appkit/nsdocumentcontroller/newdocument(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "open", chord: Chord(key: Key(dataName: "O")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Display a dialog for choosing a document to open.",
            actionJapanese: "開くべき文書を選択するためのダイアログを表示します。",
            titles: ["Open…", "Open ‹Item›…"],
            synonyms: ["Load ‹Item›…"],
            localizedTitles: [LocalizedTitle("ja", "開く...")],
            selectors: ["openDocument:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSDocumentController › openDocument(_:): the menu item action openDocument: https://developer.apple.com/documentation/appkit/nsdocumentcontroller/opendocument(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "print", chord: Chord(key: Key(dataName: "P")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Display the Print dialog.",
            actionJapanese: "印刷ダイアログを表示します。",
            titles: ["Print…", "Print ‹Item›…"],
            localizedTitles: [LocalizedTitle("ja", "プリント...")],
            selectors: ["print:", "printDocument:"],
            complements: ["page-setup"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSView › print(_:): the menu item action print: https://developer.apple.com/documentation/appkit/nsview/print(_:)",
                "Apple Developer Documentation › AppKit › NSDocument › printDocument(_:): the menu item action printDocument: https://developer.apple.com/documentation/appkit/nsdocument/printdocument(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "page-setup", chord: Chord(key: Key(dataName: "P")!, modifiers: [.shift, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Display the Page Setup dialog.",
            actionJapanese: "[ページ設定] ダイアログを表示します。",
            titles: ["Page Setup…"],
            synonyms: ["Print Setup…"],
            localizedTitles: [LocalizedTitle("ja", "ページ設定...")],
            selectors: ["runPageLayout:"],
            complements: ["print"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSDocument › runPageLayout(_:): the menu item action runPageLayout: https://developer.apple.com/documentation/appkit/nsdocument/runpagelayout(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "quit", chord: Chord(key: Key(dataName: "Q")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Quit the app.",
            actionJapanese: "アプリを終了します。",
            titles: ["Quit ‹App›"],
            synonyms: ["Quit", "Exit", "Quit Application", "Quit App"],
            localizedTitles: [LocalizedTitle("ja", "‹App›を終了")],
            selectors: ["terminate:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSApplication › terminate(_:): the menu item action terminate: https://developer.apple.com/documentation/appkit/nsapplication/terminate(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "log-out", chord: Chord(key: Key(dataName: "Q")!, modifiers: [.shift, .command]), system: true,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Sleep, log out, and shut down shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/sleep.txt @dad1fbd): 'Shift-Command-Q: Log out … To log out immediately without confirming, press Option-Shift-Command-Q'",
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
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Sleep, log out, and shut down shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/sleep.txt @dad1fbd): 'Shift-Command-Q: Log out … To log out immediately without confirming, press Option-Shift-Command-Q'",
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Save a new document or save a version of a document.",
            actionJapanese: "新しい文書を保存するか、文書のバージョンを保存します。",
            titles: ["Save", "Save ‹Item›"],
            localizedTitles: [LocalizedTitle("ja", "保存")],
            selectors: ["saveDocument:"],
            complements: ["save-as"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSDocument › saveDocument(_:): the menu item action saveDocument: https://developer.apple.com/documentation/appkit/nsdocument/savedocument(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "save-as", chord: Chord(key: Key(dataName: "S")!, modifiers: [.shift, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Duplicate the active document or initiate a Save As.",
            actionJapanese: "アクティブな文書を複製するか、「名前を付けて保存」を開始します。",
            titles: ["Save As…", "Duplicate"],
            synonyms: ["Save a Copy", "Duplicate Document", "Save ‹Item› As…"],
            localizedTitles: [LocalizedTitle("ja", "別名で保存...")],
            selectors: ["saveDocumentAs:"],
            complements: ["save"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSDocument › saveDocumentAs(_:): the menu item action saveDocumentAs: https://developer.apple.com/documentation/appkit/nsdocument/savedocumentas(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "show-fonts", chord: Chord(key: Key(dataName: "T")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Display the Fonts window.",
            actionJapanese: "フォントウィンドウを表示します。",
            titles: ["Show Fonts"],
            synonyms: ["Fonts", "Font Panel", "Show Font Panel", "Fonts…", "Hide Fonts"],
            localizedTitles: [LocalizedTitle("ja", "フォントパネルを表示")],
            selectors: ["orderFrontFontPanel:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSFontManager › orderFrontFontPanel(_:): the menu item action orderFrontFontPanel: https://developer.apple.com/documentation/appkit/nsfontmanager/orderfrontfontpanel(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "toggle-toolbar", chord: Chord(key: Key(dataName: "T")!, modifiers: [.option, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Show or hide a toolbar.",
            actionJapanese: "ツールバーを表示または非表示にします。",
            titles: ["Show Toolbar", "Hide Toolbar"],
            synonyms: ["Toggle Toolbar", "Toolbar", "Show/Hide Toolbar"],
            verbs: ["Show", "Hide", "Toggle", "Show/Hide"],
            objects: ["Toolbar"],
            selectors: ["toggleToolbarShown:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSWindow › toggleToolbarShown(_:): the menu item action toggleToolbarShown: https://developer.apple.com/documentation/appkit/nswindow/toggletoolbarshown(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "underline", chord: Chord(key: Key(dataName: "U")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Underline the selected text or turn underlining on or off.",
            actionJapanese: "選択したテキストに下線を引くか、下線のオンとオフを切り替えます。",
            titles: ["Underline"],
            synonyms: ["Toggle Underline"],
            localizedTitles: [LocalizedTitle("ja", "アンダーライン")],
            selectors: ["underline:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › underline(_:): the menu item action underline: https://developer.apple.com/documentation/appkit/nstext/underline(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "paste", chord: Chord(key: Key(dataName: "V")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Paste the Clipboard contents at the insertion point.",
            actionJapanese: "クリップボードの内容を挿入ポイントにペーストします。",
            titles: ["Paste"],
            localizedTitles: [LocalizedTitle("ja", "ペースト")],
            verbs: ["Paste"],
            objects: ["‹Item›"],
            selectors: ["paste:"],
            complements: ["paste-as", "paste-style", "paste-and-match-style", "paste-formatting"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › paste(_:): the menu item action paste: https://developer.apple.com/documentation/appkit/nstext/paste(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "paste-as", chord: Chord(key: Key(dataName: "V")!, modifiers: [.shift, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Paste as (Paste as Quotation, for example).",
            actionJapanese: "名前を付けてペースト(たとえば引用としてペースト)。",
            titles: ["Paste As…", "Paste as Quotation"],
            synonyms: ["Paste As ‹Item›", "Paste Special…", "Paste as Plain Text"],
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Apply the style of one object to the selection.",
            actionJapanese: "1 つのオブジェクトのスタイルを選択範囲に適用します。",
            titles: ["Paste Style"],
            synonyms: ["Paste Format", "Paste Attributes", "Paste Font"],
            localizedTitles: [LocalizedTitle("ja", "スタイルをペースト")],
            selectors: ["pasteFont:"],
            complements: ["paste", "paste-as", "paste-and-match-style", "paste-formatting"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › pasteFont(_:): the menu item action pasteFont: https://developer.apple.com/documentation/appkit/nstext/pastefont(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "paste-and-match-style", chord: Chord(key: Key(dataName: "V")!, modifiers: [.option, .shift, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Paste the Clipboard contents at the insertion point and apply the style of the surrounding text to the inserted object.",
            actionJapanese: "クリップボードの内容を挿入ポイントにペーストし、周囲のテキストのスタイルを挿入されたオブジェクトに適用します。",
            titles: ["Paste and Match Style"],
            synonyms: [
                "Paste and Match Formatting",
                "Paste as Plain Text",
                "Paste without Formatting",
                "Paste Plain Text",
            ],
            localizedTitles: [LocalizedTitle("ja", "ペーストしてスタイルを合わせる")],
            selectors: ["pasteAsPlainText:"],
            complements: ["paste", "paste-as", "paste-style", "paste-formatting"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSTextView › pasteAsPlainText(_:): the menu item action pasteAsPlainText: https://developer.apple.com/documentation/appkit/nstextview/pasteasplaintext(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "paste-formatting", chord: Chord(key: Key(dataName: "V")!, modifiers: [.control, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●); HIG 'The menu bar' › Format › Text: 'Show Ruler, Copy Ruler, and Paste Ruler' (copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6); Control-Command-C/V on Copy Ruler/Paste Ruler in quicksilver/Quicksilver Quicksilver/Nibs/Base.lproj/MainMenu.xib @5689629",
            action: "Apply formatting settings to the selection.",
            actionJapanese: "書式設定を選択範囲に適用します。",
            titles: ["Paste Formatting", "Paste Ruler"],
            synonyms: ["Paste Paragraph Style"],
            localizedTitles: [LocalizedTitle("ja", "ルーラをペースト")],
            selectors: ["pasteRuler:"],
            complements: ["paste", "paste-as", "paste-style", "paste-and-match-style"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › pasteRuler(_:): the menu item action pasteRuler: https://developer.apple.com/documentation/appkit/nstext/pasteruler(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "close", chord: Chord(key: Key(dataName: "W")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Close the active window.",
            actionJapanese: "アクティブなウィンドウを閉じます。",
            titles: ["Close", "Close Window", "Close Tab", "Close ‹Item›"],
            localizedTitles: [LocalizedTitle("ja", "閉じる")],
            selectors: ["performClose:"],
            complements: ["close-file", "close-all"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSWindow › performClose(_:): the menu item action performClose: https://developer.apple.com/documentation/appkit/nswindow/performclose(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "close-file", chord: Chord(key: Key(dataName: "W")!, modifiers: [.shift, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Close a file and its associated windows.",
            actionJapanese: "ファイルと関連するウィンドウを閉じます。",
            titles: ["Close File", "Close Window"],
            synonyms: ["Close Document", "Close All Tabs in Window"],
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Close all windows in the app.",
            actionJapanese: "アプリ内のすべてのウィンドウを閉じます。",
            titles: ["Close All", "Close All Windows"],
            synonyms: ["Close All ‹Item›", "Close Others"],
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
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Remove the selection and store on the Clipboard.",
            actionJapanese: "選択範囲を削除してクリップボードに保存します。",
            titles: ["Cut"],
            localizedTitles: [LocalizedTitle("ja", "カット")],
            verbs: ["Cut"],
            objects: ["‹Item›"],
            selectors: ["cut:"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › AppKit › NSText › cut(_:): the menu item action cut: https://developer.apple.com/documentation/appkit/nstext/cut(_:)",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "undo", chord: Chord(key: Key(dataName: "Z")!, modifiers: [.command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Undo the previous operation.",
            actionJapanese: "前の操作を取り消します。",
            titles: ["Undo"],
            synonyms: ["Undo ‹Action›"],
            localizedTitles: [LocalizedTitle("ja", "取り消す"), LocalizedTitle("ja", "取消")],
            selectors: ["undo:"],
            complements: ["redo"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › Foundation › NSUndoManager › undo(): the menu item action undo: (sent through the responder chain by the template's Edit › Undo) https://developer.apple.com/documentation/foundation/nsundomanager/undo()",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "redo", chord: Chord(key: Key(dataName: "Z")!, modifiers: [.shift, .command]), system: false,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (no ●): a standard shortcut people know; Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958)",
            action: "Redo (when Undo and Redo are separate commands rather than toggled using Command-Z).",
            actionJapanese: "やり直し(Command-Z を使用して切り替えるのではなく、取り消しとやり直しが別のコマンドの場合)。",
            titles: ["Redo"],
            synonyms: ["Redo ‹Action›"],
            localizedTitles: [LocalizedTitle("ja", "やり直す"), LocalizedTitle("ja", "やり直し")],
            selectors: ["redo:"],
            complements: ["undo"],
            platforms: PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]), category: "hig-standard",
            sources: [
                "Apple Developer Documentation › Foundation › NSUndoManager › redo(): the menu item action redo: (sent through the responder chain by the template's Edit › Redo) https://developer.apple.com/documentation/foundation/nsundomanager/redo()",
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "keyboard-layout-roman-script", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.command]), system: true, tier: .conditional,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (international table); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd) ('Command–Right Arrow: Move the insertion point to the end of the current line')",
            condition: "switches to the Roman-script keyboard layout only when input sources of more than one script are installed",
            behavior: "moves the insertion point to the end of the line in text",
            action: "Change the keyboard layout to current layout of Roman script.",
            actionJapanese: "キーボードレイアウトをローマ字体の現在のレイアウトに変更します。",
            synonyms: [
                "Move to End of Line",
                "Line End",
                "End of Line",
                "Go to Line End",
                "Move to Line End",
                "End",
                "Move to Right End of Line",
            ],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-line-end", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.shift, .command]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            behavior: "extends the selection to the end of the line in text",
            action: "Extend selection to the next semantic unit, typically the end of the current line.",
            actionJapanese: "選択範囲を次の意味単位(通常は現在の行の終わり)まで拡張します。",
            synonyms: ["Select to End of Line", "Line End with Selection"],
            verbs: [
                "Select",
                "Extend Selection",
                "Extend Selection to",
                "Select to",
                "Modify Selection",
                "Move and Modify Selection",
            ],
            objects: ["End of Line", "Line End", "End", "Right End of Line"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-right", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.shift]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            behavior: "extends the selection one character to the right in text",
            action: "Extend selection one character to the right.",
            actionJapanese: "選択範囲を 1 文字右に拡張します。",
            synonyms: ["Select Right", "Move Right and Modify Selection"],
            verbs: [
                "Select",
                "Extend Selection",
                "Extend Selection to",
                "Select to",
                "Modify Selection",
                "Move and Modify Selection",
            ],
            objects: ["Right", "Character Right", "Next Character", "Forward"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-word-end", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.option, .shift]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            behavior: "extends the selection to the end of the word in text",
            action: "Extend selection to the end of the current word, then to the end of the next word.",
            actionJapanese: "選択範囲を現在の単語の末尾まで拡張し、そして次の単語の末尾まで拡張します。",
            synonyms: ["Select Word Right", "Select to End of Word"],
            verbs: [
                "Select",
                "Extend Selection",
                "Extend Selection to",
                "Select to",
                "Modify Selection",
                "Move and Modify Selection",
            ],
            objects: ["Word Right", "Word End", "End of Word", "Next Word", "Word Forward"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "move-focus-in-view-right", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.control]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd): 'Control–Arrow keys: Move to a control adjacent to the text field'",
            behavior: "moves keyboard focus to the next value or cell in a view such as a table",
            action: "Move focus to another value or cell within a view, such as a table.",
            actionJapanese: "表など、ビュー内の別の値またはセルに焦点を移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "keyboard-layout-system-script", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.command]), system: true, tier: .conditional,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (international table); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd) ('Command–Left Arrow: Move the insertion point to the beginning of the current line')",
            condition: "switches to the system script's keyboard layout only when input sources of more than one script are installed",
            behavior: "moves the insertion point to the beginning of the line in text",
            action: "Change the keyboard layout to current layout of system script.",
            actionJapanese: "キーボードレイアウトをシステムスクリプトの現在のレイアウトに変更します。",
            synonyms: [
                "Move to Beginning of Line",
                "Line Start",
                "Beginning of Line",
                "Go to Line Start",
                "Move to Line Start",
                "Home",
                "Move to Left End of Line",
            ],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-line-start", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.shift, .command]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            behavior: "extends the selection to the beginning of the line in text",
            action: "Extend selection to the previous semantic unit, typically the beginning of the current line.",
            actionJapanese: "選択範囲を前の意味単位(通常は現在の行の先頭)まで拡張します。",
            synonyms: ["Select to Beginning of Line", "Line Start with Selection"],
            verbs: [
                "Select",
                "Extend Selection",
                "Extend Selection to",
                "Select to",
                "Modify Selection",
                "Move and Modify Selection",
            ],
            objects: ["Beginning of Line", "Line Start", "Start of Line", "Home", "Left End of Line"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-left", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.shift]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            behavior: "extends the selection one character to the left in text",
            action: "Extend selection one character to the left.",
            actionJapanese: "選択範囲を 1 文字左に拡張します。",
            synonyms: ["Select Left", "Move Left and Modify Selection"],
            verbs: [
                "Select",
                "Extend Selection",
                "Extend Selection to",
                "Select to",
                "Modify Selection",
                "Move and Modify Selection",
            ],
            objects: ["Left", "Character Left", "Previous Character", "Backward"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-word-start", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.option, .shift]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            behavior: "extends the selection to the beginning of the word in text",
            action: "Extend selection to the beginning of the current word, then to the beginning of the previous word.",
            actionJapanese: "選択範囲を現在の単語の先頭に拡張し、次に前の単語の先頭に拡張します。",
            synonyms: ["Select Word Left", "Select to Beginning of Word"],
            verbs: [
                "Select",
                "Extend Selection",
                "Extend Selection to",
                "Select to",
                "Modify Selection",
                "Move and Modify Selection",
            ],
            objects: [
                "Word Left",
                "Word Start",
                "Beginning of Word",
                "Previous Word",
                "Word Backward",
            ],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "move-focus-in-view-left", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.control]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd): 'Control–Arrow keys: Move to a control adjacent to the text field'",
            behavior: "moves keyboard focus to the next value or cell in a view such as a table",
            action: "Move focus to another value or cell within a view, such as a table.",
            actionJapanese: "表など、ビュー内の別の値またはセルに焦点を移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-document-start", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.shift, .command]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            behavior: "extends the selection to the beginning of the document in text",
            action: "Extend selection upward in the next semantic unit, typically the beginning of the document.",
            actionJapanese: "次の意味単位(通常は書類の先頭)で選択範囲を上方向に拡張します。",
            synonyms: ["Select to Beginning of Document", "Select to Top"],
            verbs: [
                "Select",
                "Extend Selection",
                "Extend Selection to",
                "Select to",
                "Modify Selection",
                "Move and Modify Selection",
            ],
            objects: [
                "Beginning of Document",
                "Document Start",
                "Top",
                "Start of Document",
                "Text Start",
            ],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-up", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.shift]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            behavior: "extends the selection to the line above in text",
            action: "Extend selection to the line above, to the nearest character boundary at the same horizontal location.",
            actionJapanese: "選択範囲を上の行まで拡張し、水平方向の同じ位置にある最も近い文字境界まで拡張します。",
            synonyms: ["Select Up", "Select Line Up", "Move Up and Modify Selection"],
            verbs: [
                "Select",
                "Extend Selection",
                "Extend Selection to",
                "Select to",
                "Modify Selection",
                "Move and Modify Selection",
            ],
            objects: ["Up", "Line Up", "Previous Line"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-paragraph-start", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.option, .shift]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            behavior: "extends the selection to the beginning of the paragraph in text",
            action: "Extend selection to the beginning of the current paragraph, then to the beginning of the next paragraph.",
            actionJapanese: "選択範囲を現在の段落の先頭まで拡張し、そして次の段落の先頭まで拡張します。",
            synonyms: ["Select Paragraph Up", "Select to Beginning of Paragraph"],
            verbs: [
                "Select",
                "Extend Selection",
                "Extend Selection to",
                "Select to",
                "Modify Selection",
                "Move and Modify Selection",
            ],
            objects: [
                "Beginning of Paragraph",
                "Paragraph Start",
                "Paragraph Up",
                "Previous Paragraph",
            ],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "move-focus-in-view-up", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.control]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd): 'Control–Arrow keys: Move to a control adjacent to the text field'",
            behavior: "moves keyboard focus to the next value or cell in a view such as a table",
            action: "Move focus to another value or cell within a view, such as a table.",
            actionJapanese: "表など、ビュー内の別の値またはセルに焦点を移動します。",
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-document-end", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.shift, .command]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            behavior: "extends the selection to the end of the document in text",
            action: "Extend selection downward in the next semantic unit, typically the end of the document.",
            actionJapanese: "次の意味単位(通常は文章の末尾)で選択範囲を下方向に拡張します。",
            synonyms: ["Select to End of Document", "Select to Bottom"],
            verbs: [
                "Select",
                "Extend Selection",
                "Extend Selection to",
                "Select to",
                "Modify Selection",
                "Move and Modify Selection",
            ],
            objects: ["End of Document", "Document End", "Bottom", "Text End"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-down", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.shift]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            behavior: "extends the selection to the line below in text",
            action: "Extend selection to the line below, to the nearest character boundary at the same horizontal location.",
            actionJapanese: "選択範囲を下の行まで拡張し、同じ水平方向の位置にある最も近い文字境界まで拡張します。",
            synonyms: ["Select Down", "Select Line Down", "Move Down and Modify Selection"],
            verbs: [
                "Select",
                "Extend Selection",
                "Extend Selection to",
                "Select to",
                "Modify Selection",
                "Move and Modify Selection",
            ],
            objects: ["Down", "Line Down", "Next Line"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "extend-selection-to-paragraph-end", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.option, .shift]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            behavior: "extends the selection to the end of the paragraph in text",
            action: "Extend selection to the end of the current paragraph, then to the end of the next paragraph (include the paragraph terminator, such as Return, in cut, copy, and paste operations).",
            actionJapanese: "選択範囲を現在の段落の末尾まで拡張し、そして次の段落の末尾まで拡張します(カット、コピー、およびペースト操作では、Return などの段落終末を含みます)。",
            synonyms: ["Select Paragraph Down", "Select to End of Paragraph"],
            verbs: [
                "Select",
                "Extend Selection",
                "Extend Selection to",
                "Select to",
                "Modify Selection",
                "Move and Modify Selection",
            ],
            objects: ["End of Paragraph", "Paragraph End", "Paragraph Down", "Next Paragraph"],
            platforms: PlatformSet([.macOS]), category: "hig-system",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "move-focus-in-view-down", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.control]), system: true, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd): 'Control–Arrow keys: Move to a control adjacent to the text field'",
            behavior: "moves keyboard focus to the next value or cell in a view such as a table",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Input Sources › Select the previous input source, Control-Space)",
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
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Input Sources › Select next source in Input menu, Control-Option-Space)",
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
            id: "international-command-space-with-modifier", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.command]), match: .withAnyExtraModifier, system: true, tier: .conditional,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (international table): 'Varies. Apple reserved.'",
            condition: "Apple reserves it for input methods; what it does varies with the system's language and input methods",
            action: "Varies. Apple reserved.",
            actionJapanese: "不定。アップル予約済み。",
            platforms: PlatformSet([.macOS]), category: "hig-international",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved international keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "international-keyboard-layout-roman-script", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.command]), system: true, tier: .conditional,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (international table); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd) ('Command–Right Arrow: Move the insertion point to the end of the current line')",
            condition: "switches to the Roman-script keyboard layout only when input sources of more than one script are installed",
            behavior: "moves the insertion point to the end of the line in text",
            action: "Change keyboard layout to current layout of Roman script.",
            actionJapanese: "キーボードレイアウトをローマ字体の現在のレイアウトに変更します。",
            synonyms: [
                "Move to End of Line",
                "Line End",
                "End of Line",
                "Go to Line End",
                "Move to Line End",
                "End",
                "Move to Right End of Line",
            ],
            platforms: PlatformSet([.macOS]), category: "hig-international",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved international keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "international-keyboard-layout-system-script", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.command]), system: true, tier: .conditional,
            tierSource: "seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts (international table); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd) ('Command–Left Arrow: Move the insertion point to the beginning of the current line')",
            condition: "switches to the system script's keyboard layout only when input sources of more than one script are installed",
            behavior: "moves the insertion point to the beginning of the line in text",
            action: "Change keyboard layout to current layout of system script.",
            actionJapanese: "キーボードレイアウトをシステムスクリプトの現在のレイアウトに変更します。",
            synonyms: [
                "Move to Beginning of Line",
                "Line Start",
                "Beginning of Line",
                "Go to Line Start",
                "Move to Line Start",
                "Home",
                "Move to Left End of Line",
            ],
            platforms: PlatformSet([.macOS]), category: "hig-international",
            sources: [
                "seed 000_48cf527f1d019b5f.txt — Reserved international keyboard shortcuts",
                "seed 001_4155cac1ab27618e.txt — Japanese action text",
            ]
        ),
        ReservedEntry(
            id: "macos-globe-emoji-and-symbols", chord: Chord(key: Key(dataName: "E")!, modifiers: [.function]), system: true,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd) ('Control–Command–Space bar or Fn-E: Show the Character Viewer'); HIG 'The menu bar' › Edit menu: 'The system automatically adds the Emoji & Symbols menu item at the bottom of the Edit menu' (copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6); data file notes: implemented as the Edit › Emoji & Symbols menu item, overridable per app",
            action: "Character Viewer (Emoji & Symbols)",
            titles: ["Emoji & Symbols"],
            synonyms: ["Character Viewer", "Show Emoji & Symbols", "Emoji and Symbols", "Emoji"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); al3xandru/til mac/globe-fn-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "macos-sleep-displays", chord: Chord(key: Key(dataName: "Power")!, modifiers: [.control, .shift]), system: true,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Sleep, log out, and shut down shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/sleep.txt @dad1fbd)",
            action: "Put displays to sleep (keyboards without Touch ID)",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "macos-shut-down-dialog", chord: Chord(key: Key(dataName: "Power")!, modifiers: [.control]), system: true,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Sleep, log out, and shut down shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/sleep.txt @dad1fbd)",
            action: "Restart/Sleep/Shut down dialog (keyboards without Touch ID)",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "macos-force-restart", chord: Chord(key: Key(dataName: "Power")!, modifiers: [.control, .command]), system: true,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Sleep, log out, and shut down shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/sleep.txt @dad1fbd)",
            action: "Force restart",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "macos-quit-all-and-shut-down", chord: Chord(key: Key(dataName: "Power")!, modifiers: [.control, .option, .command]), system: true,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Sleep, log out, and shut down shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/sleep.txt @dad1fbd)",
            action: "Quit all apps, then shut down",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "macos-sleep", chord: Chord(key: Key(dataName: "Power")!, modifiers: [.option, .command]), system: true,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Sleep, log out, and shut down shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/sleep.txt @dad1fbd)",
            action: "Sleep",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "macos-lock-screen", chord: Chord(key: Key(dataName: "Q")!, modifiers: [.control, .command]), system: true,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Sleep, log out, and shut down shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/sleep.txt @dad1fbd)",
            action: "Lock screen",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "macos-screenshot-toolbar", chord: Chord(key: Key(dataName: "5")!, modifiers: [.shift, .command]), system: true,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Screenshots › Screenshot and recording options); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd) ('In macOS Mojave or later')",
            versions: [.macOS: ReleaseRange(since: OSVersion(major: 10, minor: 14))],
            action: "Screenshot & screen-recording toolbar",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) ('In macOS Mojave or later'); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 184",
            ]
        ),
        ReservedEntry(
            id: "macos-screenshot-touch-bar-to-file", chord: Chord(key: Key(dataName: "6")!, modifiers: [.shift, .command]), system: true, tier: .conditional,
            tierSource: "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md @61b43ac) ids 181, 182 (Save/Copy picture of the Touch Bar)",
            condition: "only on Macs with a Touch Bar",
            action: "Screenshot of Touch Bar to file",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 181",
            ]
        ),
        ReservedEntry(
            id: "macos-screenshot-touch-bar-to-clipboard", chord: Chord(key: Key(dataName: "6")!, modifiers: [.control, .shift, .command]), system: true, tier: .conditional,
            tierSource: "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md @61b43ac) ids 181, 182 (Save/Copy picture of the Touch Bar)",
            condition: "only on Macs with a Touch Bar",
            action: "Screenshot of Touch Bar to clipboard",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 182",
            ]
        ),
        ReservedEntry(
            id: "macos-mission-control", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.control]), system: true,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control)",
            action: "Mission Control",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 32",
            ]
        ),
        ReservedEntry(
            id: "macos-application-windows", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.control]), system: true,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control)",
            action: "Application windows (App Exposé)",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 33",
            ]
        ),
        ReservedEntry(
            id: "macos-move-left-a-space", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.control]), system: true,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control)",
            action: "Move left a Space",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 79; doublecmd/doublecmd#766",
            ]
        ),
        ReservedEntry(
            id: "macos-move-right-a-space", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.control]), system: true,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control)",
            action: "Move right a Space",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 81; doublecmd/doublecmd#766",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-1", chord: Chord(key: Key(dataName: "1")!, modifiers: [.control]), system: false, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control › Switch to Desktop N)",
            condition: "only when turned on in Keyboard Shortcuts › Mission Control (off by default) and that Desktop exists",
            action: "Switch to Desktop 1",
            titles: ["Switch to Desktop 1"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 118; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-2", chord: Chord(key: Key(dataName: "2")!, modifiers: [.control]), system: false, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control › Switch to Desktop N)",
            condition: "only when turned on in Keyboard Shortcuts › Mission Control (off by default) and that Desktop exists",
            action: "Switch to Desktop 2",
            titles: ["Switch to Desktop 2"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 119; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-3", chord: Chord(key: Key(dataName: "3")!, modifiers: [.control]), system: false, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control › Switch to Desktop N)",
            condition: "only when turned on in Keyboard Shortcuts › Mission Control (off by default) and that Desktop exists",
            action: "Switch to Desktop 3",
            titles: ["Switch to Desktop 3"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 120; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-4", chord: Chord(key: Key(dataName: "4")!, modifiers: [.control]), system: false, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control › Switch to Desktop N)",
            condition: "only when turned on in Keyboard Shortcuts › Mission Control (off by default) and that Desktop exists",
            action: "Switch to Desktop 4",
            titles: ["Switch to Desktop 4"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 121; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-5", chord: Chord(key: Key(dataName: "5")!, modifiers: [.control]), system: false, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control › Switch to Desktop N)",
            condition: "only when turned on in Keyboard Shortcuts › Mission Control (off by default) and that Desktop exists",
            action: "Switch to Desktop 5",
            titles: ["Switch to Desktop 5"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 122; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-6", chord: Chord(key: Key(dataName: "6")!, modifiers: [.control]), system: false, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control › Switch to Desktop N)",
            condition: "only when turned on in Keyboard Shortcuts › Mission Control (off by default) and that Desktop exists",
            action: "Switch to Desktop 6",
            titles: ["Switch to Desktop 6"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 123; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-7", chord: Chord(key: Key(dataName: "7")!, modifiers: [.control]), system: false, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control › Switch to Desktop N)",
            condition: "only when turned on in Keyboard Shortcuts › Mission Control (off by default) and that Desktop exists",
            action: "Switch to Desktop 7",
            titles: ["Switch to Desktop 7"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 124; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-switch-to-desktop-8", chord: Chord(key: Key(dataName: "8")!, modifiers: [.control]), system: false, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control › Switch to Desktop N)",
            condition: "only when turned on in Keyboard Shortcuts › Mission Control (off by default) and that Desktop exists",
            action: "Switch to Desktop 8",
            titles: ["Switch to Desktop 8"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 125; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-decrease-display-brightness", chord: Chord(key: Key(dataName: "F14")!, modifiers: []), system: true,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Display › Decrease/Increase display brightness, F14/F15)",
            action: "Decrease display brightness",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 53",
            ]
        ),
        ReservedEntry(
            id: "macos-increase-display-brightness", chord: Chord(key: Key(dataName: "F15")!, modifiers: []), system: true,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Display › Decrease/Increase display brightness, F14/F15)",
            action: "Increase display brightness",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 54",
            ]
        ),
        ReservedEntry(
            id: "macos-quick-note", chord: Chord(key: Key(dataName: "Q")!, modifiers: [.function]), system: true,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Mission Control › Quick Note); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd) ('Fn-Q: Create a Quick Note')",
            action: "Quick Note",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 190; al3xandru/til mac/globe-fn-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "macos-focus-status-menus", chord: Chord(key: Key(dataName: "F8")!, modifiers: [.control]), system: true,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Keyboard › Move focus to status menus); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Accessibility shortcuts › Keyboard focus shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/accessibility.txt @dad1fbd)",
            action: "Move focus to status menus",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 57",
            ]
        ),
        ReservedEntry(
            id: "macos-show-contextual-menu", chord: Chord(key: Key(dataName: "Return")!, modifiers: [.control]), system: true, tier: .behavior,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Keyboard › Show contextual menu): it opens the contextual menu of the focused item, as a control behaviour",
            behavior: "opens the contextual menu of the focused item",
            action: "Show contextual menu",
            synonyms: ["Show Contextual Menu", "Show Context Menu", "Context Menu"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 159",
            ]
        ),
        ReservedEntry(
            id: "macos-accessibility-shortcuts", chord: Chord(key: Key(dataName: "F5")!, modifiers: [.option, .command]), system: true,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned on (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Accessibility › Show Accessibility controls)",
            action: "Show Accessibility controls",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 162",
            ]
        ),
        ReservedEntry(
            id: "macos-toggle-zoom-image-smoothing", chord: Chord(key: Key(dataName: "\\")!, modifiers: [.option, .command]), system: false, tier: .conditional,
            tierSource: "macOS System Settings › Keyboard › Keyboard Shortcuts, shipped turned off (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963) (Accessibility › Zoom › Turn image smoothing on or off)",
            condition: "only when turned on in Keyboard Shortcuts › Accessibility (off by default)",
            action: "Turn Zoom image smoothing on/off",
            titles: ["Turn Image Smoothing On/Off"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 23",
            ]
        ),
        ReservedEntry(
            id: "macos-globe-focus-dock", chord: Chord(key: Key(dataName: "A")!, modifiers: [.function]), system: true,
            tierSource: "Globe-key shortcuts of macOS (data file source: al3xandru/til mac/globe-fn-shortcuts.md)",
            action: "Focus the Dock",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-control-center", chord: Chord(key: Key(dataName: "C")!, modifiers: [.function]), system: true,
            tierSource: "Globe-key shortcuts of macOS (data file source: al3xandru/til mac/globe-fn-shortcuts.md)",
            action: "Open Control Center",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-dictation", chord: Chord(key: Key(dataName: "D")!, modifiers: [.function]), system: true,
            tierSource: "Globe-key shortcuts of macOS (data file source); Apple HIG 'The menu bar' https://developer.apple.com/design/human-interface-guidelines/the-menu-bar (copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6) › Edit menu: 'The system automatically adds the Start Dictation menu item'",
            action: "Start Dictation",
            titles: ["Start Dictation…"],
            synonyms: ["Start Dictation", "Dictation"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-globe-full-screen", chord: Chord(key: Key(dataName: "F")!, modifiers: [.function]), system: true,
            tierSource: "Globe-key shortcuts of macOS (data file source); the system's Enter/Exit Full Screen item shows it",
            action: "Toggle full screen",
            titles: ["Enter Full Screen", "Exit Full Screen"],
            synonyms: ["Toggle Full Screen", "Full Screen"],
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-globe-show-desktop", chord: Chord(key: Key(dataName: "H")!, modifiers: [.function]), system: true,
            tierSource: "Globe-key shortcuts of macOS (data file source: al3xandru/til mac/globe-fn-shortcuts.md)",
            action: "Hide windows / show desktop",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-globe-focus-apple-menu", chord: Chord(key: Key(dataName: "M")!, modifiers: [.function]), system: true,
            tierSource: "Globe-key shortcuts of macOS (data file source: al3xandru/til mac/globe-fn-shortcuts.md)",
            action: "Focus the Apple menu",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-notification-center", chord: Chord(key: Key(dataName: "N")!, modifiers: [.function]), system: true,
            tierSource: "Globe-key shortcuts of macOS (data file source: al3xandru/til mac/globe-fn-shortcuts.md)",
            action: "Show Notification Center",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-launchpad", chord: Chord(key: Key(dataName: "A")!, modifiers: [.shift, .function]), system: true,
            tierSource: "Globe-key shortcuts of macOS (data file source: al3xandru/til mac/globe-fn-shortcuts.md)",
            action: "Open Launchpad",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: ["al3xandru/til mac/globe-fn-shortcuts.md"]
        ),
        ReservedEntry(
            id: "macos-sysdiagnose", chord: Chord(key: Key(dataName: ".")!, modifiers: [.control, .option, .shift, .command]), system: true,
            tierSource: "stackshot(1) manual page (macOS): 'Control-Option-Command-Shift-Period triggers stackshot as well as sysdiagnose(1) … Control-Option-Command-Shift-Comma invokes stackshot and its stack symbolication facility alone' https://www.unix.com/man-page/osx/1/stackshot",
            action: "Take a stackshot and run sysdiagnose.",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "stackshot(1) manual page (macOS): 'Control-Option-Command-Shift-Period triggers stackshot as well as sysdiagnose(1) … Control-Option-Command-Shift-Comma invokes stackshot and its stack symbolication facility alone' https://www.unix.com/man-page/osx/1/stackshot",
            ]
        ),
        ReservedEntry(
            id: "macos-stackshot", chord: Chord(key: Key(dataName: ",")!, modifiers: [.control, .option, .shift, .command]), system: true,
            tierSource: "stackshot(1) manual page (macOS): 'Control-Option-Command-Shift-Period triggers stackshot as well as sysdiagnose(1) … Control-Option-Command-Shift-Comma invokes stackshot and its stack symbolication facility alone' https://www.unix.com/man-page/osx/1/stackshot",
            action: "Take a stackshot and symbolicate it.",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "stackshot(1) manual page (macOS): 'Control-Option-Command-Shift-Period triggers stackshot as well as sysdiagnose(1) … Control-Option-Command-Shift-Comma invokes stackshot and its stack symbolication facility alone' https://www.unix.com/man-page/osx/1/stackshot",
            ]
        ),
        ReservedEntry(
            id: "macos-open-displays-settings-down", chord: Chord(key: Key(dataName: "F14")!, modifiers: [.option]), system: true, tier: .conditional,
            tierSource: "Apple Support 'Mac keyboard shortcuts' (HT201236, now https://support.apple.com/en-us/102650) › Other shortcuts, as quoted in public copies in the code index (the index does not name their repositories): 'Option–Brightness Up: Open Displays preferences. This works with either Brightness key.' and 'Control–Brightness Up or Control–Brightness Down: Change the brightness of your external display, if supported by your display.' (current wording: 'Open Displays settings'); F14 and F15 are the Brightness keys only on keyboards that have them: macOS System Settings › Keyboard › Keyboard Shortcuts › Display maps Decrease/Increase display brightness to F14/F15 (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963; com.apple.symbolichotkeys ids 53 and 54, saltanovas/dotfiles .config/osx/hotkeys.md)",
            condition: "only where F14 and F15 are the Brightness keys (keyboards with those keys), on which Apple documents Option–Brightness key as opening Displays settings",
            action: "Open Displays settings (Option–Brightness Down).",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' (HT201236, now https://support.apple.com/en-us/102650) › Other shortcuts, as quoted in public copies in the code index (the index does not name their repositories): 'Option–Brightness Up: Open Displays preferences. This works with either Brightness key.' and 'Control–Brightness Up or Control–Brightness Down: Change the brightness of your external display, if supported by your display.' (current wording: 'Open Displays settings')",
                "F14 and F15 are the Brightness keys only on keyboards that have them: macOS System Settings › Keyboard › Keyboard Shortcuts › Display maps Decrease/Increase display brightness to F14/F15 (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963; com.apple.symbolichotkeys ids 53 and 54, saltanovas/dotfiles .config/osx/hotkeys.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-open-displays-settings-up", chord: Chord(key: Key(dataName: "F15")!, modifiers: [.option]), system: true, tier: .conditional,
            tierSource: "Apple Support 'Mac keyboard shortcuts' (HT201236, now https://support.apple.com/en-us/102650) › Other shortcuts, as quoted in public copies in the code index (the index does not name their repositories): 'Option–Brightness Up: Open Displays preferences. This works with either Brightness key.' and 'Control–Brightness Up or Control–Brightness Down: Change the brightness of your external display, if supported by your display.' (current wording: 'Open Displays settings'); F14 and F15 are the Brightness keys only on keyboards that have them: macOS System Settings › Keyboard › Keyboard Shortcuts › Display maps Decrease/Increase display brightness to F14/F15 (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963; com.apple.symbolichotkeys ids 53 and 54, saltanovas/dotfiles .config/osx/hotkeys.md)",
            condition: "only where F14 and F15 are the Brightness keys (keyboards with those keys), on which Apple documents Option–Brightness key as opening Displays settings",
            action: "Open Displays settings (Option–Brightness Up).",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' (HT201236, now https://support.apple.com/en-us/102650) › Other shortcuts, as quoted in public copies in the code index (the index does not name their repositories): 'Option–Brightness Up: Open Displays preferences. This works with either Brightness key.' and 'Control–Brightness Up or Control–Brightness Down: Change the brightness of your external display, if supported by your display.' (current wording: 'Open Displays settings')",
                "F14 and F15 are the Brightness keys only on keyboards that have them: macOS System Settings › Keyboard › Keyboard Shortcuts › Display maps Decrease/Increase display brightness to F14/F15 (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963; com.apple.symbolichotkeys ids 53 and 54, saltanovas/dotfiles .config/osx/hotkeys.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-external-display-brightness-down", chord: Chord(key: Key(dataName: "F14")!, modifiers: [.control]), system: true, tier: .conditional,
            tierSource: "Apple Support 'Mac keyboard shortcuts' (HT201236, now https://support.apple.com/en-us/102650) › Other shortcuts, as quoted in public copies in the code index (the index does not name their repositories): 'Option–Brightness Up: Open Displays preferences. This works with either Brightness key.' and 'Control–Brightness Up or Control–Brightness Down: Change the brightness of your external display, if supported by your display.' (current wording: 'Open Displays settings'); F14 and F15 are the Brightness keys only on keyboards that have them: macOS System Settings › Keyboard › Keyboard Shortcuts › Display maps Decrease/Increase display brightness to F14/F15 (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963; com.apple.symbolichotkeys ids 53 and 54, saltanovas/dotfiles .config/osx/hotkeys.md)",
            condition: "only where F14 and F15 are the Brightness keys (keyboards with those keys) and an external display supports brightness control",
            action: "Decrease the brightness of an external display (Control–Brightness Down).",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' (HT201236, now https://support.apple.com/en-us/102650) › Other shortcuts, as quoted in public copies in the code index (the index does not name their repositories): 'Option–Brightness Up: Open Displays preferences. This works with either Brightness key.' and 'Control–Brightness Up or Control–Brightness Down: Change the brightness of your external display, if supported by your display.' (current wording: 'Open Displays settings')",
                "F14 and F15 are the Brightness keys only on keyboards that have them: macOS System Settings › Keyboard › Keyboard Shortcuts › Display maps Decrease/Increase display brightness to F14/F15 (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963; com.apple.symbolichotkeys ids 53 and 54, saltanovas/dotfiles .config/osx/hotkeys.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-external-display-brightness-up", chord: Chord(key: Key(dataName: "F15")!, modifiers: [.control]), system: true, tier: .conditional,
            tierSource: "Apple Support 'Mac keyboard shortcuts' (HT201236, now https://support.apple.com/en-us/102650) › Other shortcuts, as quoted in public copies in the code index (the index does not name their repositories): 'Option–Brightness Up: Open Displays preferences. This works with either Brightness key.' and 'Control–Brightness Up or Control–Brightness Down: Change the brightness of your external display, if supported by your display.' (current wording: 'Open Displays settings'); F14 and F15 are the Brightness keys only on keyboards that have them: macOS System Settings › Keyboard › Keyboard Shortcuts › Display maps Decrease/Increase display brightness to F14/F15 (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963; com.apple.symbolichotkeys ids 53 and 54, saltanovas/dotfiles .config/osx/hotkeys.md)",
            condition: "only where F14 and F15 are the Brightness keys (keyboards with those keys) and an external display supports brightness control",
            action: "Increase the brightness of an external display (Control–Brightness Up).",
            platforms: PlatformSet([.macOS]), category: "system-global",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' (HT201236, now https://support.apple.com/en-us/102650) › Other shortcuts, as quoted in public copies in the code index (the index does not name their repositories): 'Option–Brightness Up: Open Displays preferences. This works with either Brightness key.' and 'Control–Brightness Up or Control–Brightness Down: Change the brightness of your external display, if supported by your display.' (current wording: 'Open Displays settings')",
                "F14 and F15 are the Brightness keys only on keyboards that have them: macOS System Settings › Keyboard › Keyboard Shortcuts › Display maps Decrease/Increase display brightness to F14/F15 (dump: davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md @81e9963; com.apple.symbolichotkeys ids 53 and 54, saltanovas/dotfiles .config/osx/hotkeys.md)",
            ]
        ),
        ReservedEntry(
            id: "macos-window-fill", chord: Chord(key: Key(dataName: "F")!, modifiers: [.control, .function]), system: true, tier: .standard,
            tierSource: "AppKit inserts these items into the app's own Window › Move & Resize menu (data file notes; zed-industries/zed#12948, rxhanson/Rectangle MacTilingDefaults.swift), so an app's item on the chord competes with AppKit's item rather than with the system",
            versions: [.macOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Window: Fill",
            titles: ["Fill"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-center", chord: Chord(key: Key(dataName: "C")!, modifiers: [.control, .function]), system: true, tier: .standard,
            tierSource: "AppKit inserts these items into the app's own Window › Move & Resize menu (data file notes; zed-industries/zed#12948, rxhanson/Rectangle MacTilingDefaults.swift), so an app's item on the chord competes with AppKit's item rather than with the system",
            versions: [.macOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Window: Center",
            titles: ["Center"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-return-to-previous-size", chord: Chord(key: Key(dataName: "R")!, modifiers: [.control, .function]), system: true, tier: .standard,
            tierSource: "AppKit inserts these items into the app's own Window › Move & Resize menu (data file notes; zed-industries/zed#12948, rxhanson/Rectangle MacTilingDefaults.swift), so an app's item on the chord competes with AppKit's item rather than with the system",
            versions: [.macOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Window: Return to Previous Size",
            titles: ["Return to Previous Size"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-tile-left", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.control, .function]), system: true, tier: .standard,
            tierSource: "AppKit inserts these items into the app's own Window › Move & Resize menu (data file notes; zed-industries/zed#12948, rxhanson/Rectangle MacTilingDefaults.swift), so an app's item on the chord competes with AppKit's item rather than with the system",
            versions: [.macOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Window: Tile Left Half",
            titles: ["Left"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-tile-right", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.control, .function]), system: true, tier: .standard,
            tierSource: "AppKit inserts these items into the app's own Window › Move & Resize menu (data file notes; zed-industries/zed#12948, rxhanson/Rectangle MacTilingDefaults.swift), so an app's item on the chord competes with AppKit's item rather than with the system",
            versions: [.macOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Window: Tile Right Half",
            titles: ["Right"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-tile-top", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.control, .function]), system: true, tier: .standard,
            tierSource: "AppKit inserts these items into the app's own Window › Move & Resize menu (data file notes; zed-industries/zed#12948, rxhanson/Rectangle MacTilingDefaults.swift), so an app's item on the chord competes with AppKit's item rather than with the system",
            versions: [.macOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Window: Tile Top Half",
            titles: ["Top"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-tile-bottom", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.control, .function]), system: true, tier: .standard,
            tierSource: "AppKit inserts these items into the app's own Window › Move & Resize menu (data file notes; zed-industries/zed#12948, rxhanson/Rectangle MacTilingDefaults.swift), so an app's item on the chord competes with AppKit's item rather than with the system",
            versions: [.macOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Window: Tile Bottom Half",
            titles: ["Bottom"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md",
            ]
        ),
        ReservedEntry(
            id: "macos-window-arrange-left-and-right", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.control, .shift, .function]), system: true, tier: .standard,
            tierSource: "AppKit inserts these items into the app's own Window › Move & Resize menu (data file notes; zed-industries/zed#12948, rxhanson/Rectangle MacTilingDefaults.swift), so an app's item on the chord competes with AppKit's item rather than with the system",
            versions: [.macOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Window: Arrange Left and Right",
            titles: ["Left & Right"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift",
            ]
        ),
        ReservedEntry(
            id: "macos-window-arrange-right-and-left", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.control, .shift, .function]), system: true, tier: .standard,
            tierSource: "AppKit inserts these items into the app's own Window › Move & Resize menu (data file notes; zed-industries/zed#12948, rxhanson/Rectangle MacTilingDefaults.swift), so an app's item on the chord competes with AppKit's item rather than with the system",
            versions: [.macOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Window: Arrange Right and Left",
            titles: ["Right & Left"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift",
            ]
        ),
        ReservedEntry(
            id: "macos-window-arrange-top-and-bottom", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.control, .shift, .function]), system: true, tier: .standard,
            tierSource: "AppKit inserts these items into the app's own Window › Move & Resize menu (data file notes; zed-industries/zed#12948, rxhanson/Rectangle MacTilingDefaults.swift), so an app's item on the chord competes with AppKit's item rather than with the system",
            versions: [.macOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Window: Arrange Top and Bottom",
            titles: ["Top & Bottom"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift",
            ]
        ),
        ReservedEntry(
            id: "macos-window-arrange-bottom-and-top", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.control, .shift, .function]), system: true, tier: .standard,
            tierSource: "AppKit inserts these items into the app's own Window › Move & Resize menu (data file notes; zed-industries/zed#12948, rxhanson/Rectangle MacTilingDefaults.swift), so an app's item on the chord competes with AppKit's item rather than with the system",
            versions: [.macOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Window: Arrange Bottom and Top",
            titles: ["Bottom & Top"],
            platforms: PlatformSet([.macOS]), category: "system-menu",
            sources: [
                "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift",
            ]
        ),
        ReservedEntry(
            id: "services-search-man-page-index", chord: Chord(key: Key(dataName: "A")!, modifiers: [.shift, .command]), system: false, tier: .appSpecific,
            tierSource: "The app's own menu key equivalents take precedence over Services shortcuts, which are per user (data file notes; XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
            action: "Services: Search man Page Index in Terminal",
            titles: ["Search man Page Index in Terminal"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-open-man-page", chord: Chord(key: Key(dataName: "M")!, modifiers: [.shift, .command]), system: false, tier: .appSpecific,
            tierSource: "The app's own menu key equivalents take precedence over Services shortcuts, which are per user (data file notes; XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
            action: "Services: Open man Page in Terminal",
            titles: ["Open man Page in Terminal"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-search-with-google", chord: Chord(key: Key(dataName: "L")!, modifiers: [.shift, .command]), system: false, tier: .appSpecific,
            tierSource: "The app's own menu key equivalents take precedence over Services shortcuts, which are per user (data file notes; XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
            action: "Services: Search With Google",
            titles: ["Search With Google"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-make-new-sticky-note", chord: Chord(key: Key(dataName: "Y")!, modifiers: [.shift, .command]), system: false, tier: .appSpecific,
            tierSource: "The app's own menu key equivalents take precedence over Services shortcuts, which are per user (data file notes; XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
            action: "Services: Make New Sticky Note",
            titles: ["Make New Sticky Note"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-convert-to-traditional-chinese", chord: Chord(key: Key(dataName: "C")!, modifiers: [.control, .shift, .command]), system: false, tier: .appSpecific,
            tierSource: "The app's own menu key equivalents take precedence over Services shortcuts, which are per user (data file notes; XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
            action: "Services: Convert Text to Traditional Chinese",
            titles: ["Convert Text to Traditional Chinese"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-convert-to-simplified-chinese", chord: Chord(key: Key(dataName: "C")!, modifiers: [.control, .option, .shift, .command]), system: false, tier: .appSpecific,
            tierSource: "The app's own menu key equivalents take precedence over Services shortcuts, which are per user (data file notes; XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
            action: "Services: Convert Text to Simplified Chinese",
            titles: ["Convert Text to Simplified Chinese"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-spotlight", chord: Chord(key: Key(dataName: "F")!, modifiers: [.shift, .command]), system: false, tier: .appSpecific,
            tierSource: "The app's own menu key equivalents take precedence over Services shortcuts, which are per user (data file notes; XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
            action: "Services: Spotlight (search selection)",
            titles: ["Spotlight"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "services-send-file-to-bluetooth-device", chord: Chord(key: Key(dataName: "B")!, modifiers: [.shift, .command]), system: false, tier: .appSpecific,
            tierSource: "The app's own menu key equivalents take precedence over Services shortcuts, which are per user (data file notes; XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
            action: "Services: Send File To Bluetooth Device",
            titles: ["Send File To Bluetooth Device"],
            platforms: PlatformSet([.macOS]), category: "services",
            sources: [
                "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)",
            ]
        ),
        ReservedEntry(
            id: "text-move-to-line-start", chord: Chord(key: Key(dataName: "A")!, modifiers: [.control]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd); Cocoa text views handle these keys (data file notes: 'Active in any Cocoa text view')",
            behavior: "moves the insertion point to the beginning of the line or paragraph in text",
            action: "Move to beginning of line/paragraph",
            titles: ["Move to Beginning of Line", "Move to Beginning of Paragraph"],
            synonyms: [
                "Line Start",
                "Beginning of Line",
                "Move to Beginning of Line",
                "Go to Line Start",
            ],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-move-to-line-end", chord: Chord(key: Key(dataName: "E")!, modifiers: [.control]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd); Cocoa text views handle these keys (data file notes: 'Active in any Cocoa text view')",
            behavior: "moves the insertion point to the end of the line or paragraph in text",
            action: "Move to end of line/paragraph",
            titles: ["Move to End of Line", "Move to End of Paragraph"],
            synonyms: ["Line End", "End of Line", "Move to End of Line", "Go to Line End"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-move-forward", chord: Chord(key: Key(dataName: "F")!, modifiers: [.control]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd); Cocoa text views handle these keys (data file notes: 'Active in any Cocoa text view')",
            behavior: "moves the insertion point one character forward in text",
            action: "Move one character forward",
            titles: ["Move Forward a Character"],
            synonyms: ["Move Forward", "Forward Character", "Move Right", "Character Right"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-move-backward", chord: Chord(key: Key(dataName: "B")!, modifiers: [.control]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd); Cocoa text views handle these keys (data file notes: 'Active in any Cocoa text view')",
            behavior: "moves the insertion point one character backward in text",
            action: "Move one character backward",
            titles: ["Move Backward a Character"],
            synonyms: ["Move Backward", "Backward Character", "Move Left", "Character Left"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-move-up", chord: Chord(key: Key(dataName: "P")!, modifiers: [.control]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd); Cocoa text views handle these keys (data file notes: 'Active in any Cocoa text view')",
            behavior: "moves the insertion point up one line in text",
            action: "Move up one line",
            titles: ["Move Up a Line"],
            synonyms: ["Move Up", "Previous Line", "Line Up"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-move-down", chord: Chord(key: Key(dataName: "N")!, modifiers: [.control]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd); Cocoa text views handle these keys (data file notes: 'Active in any Cocoa text view')",
            behavior: "moves the insertion point down one line in text",
            action: "Move down one line",
            titles: ["Move Down a Line"],
            synonyms: ["Move Down", "Next Line", "Line Down"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-delete-forward", chord: Chord(key: Key(dataName: "D")!, modifiers: [.control]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd); Cocoa text views handle these keys (data file notes: 'Active in any Cocoa text view')",
            behavior: "deletes the character to the right of the insertion point in text",
            action: "Delete character to the right",
            titles: ["Delete Forward a Character"],
            synonyms: ["Delete Forward", "Forward Delete", "Delete Right"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-delete-backward", chord: Chord(key: Key(dataName: "H")!, modifiers: [.control]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd); Cocoa text views handle these keys (data file notes: 'Active in any Cocoa text view')",
            behavior: "deletes the character to the left of the insertion point in text",
            action: "Delete character to the left",
            titles: ["Delete Backward a Character"],
            synonyms: ["Delete Backward", "Backspace", "Delete Left"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-delete-to-paragraph-end", chord: Chord(key: Key(dataName: "K")!, modifiers: [.control]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd); Cocoa text views handle these keys (data file notes: 'Active in any Cocoa text view')",
            behavior: "cuts the text to the end of the paragraph in text",
            action: "Kill to end of paragraph",
            titles: ["Delete to End of Paragraph", "Kill"],
            synonyms: ["Delete to End of Line", "Kill Line", "Cut to End of Line"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-yank", chord: Chord(key: Key(dataName: "Y")!, modifiers: [.control]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd); Cocoa text views handle these keys (data file notes: 'Active in any Cocoa text view')",
            behavior: "pastes the text cut with Control-K in text",
            action: "Yank killed text",
            titles: ["Yank"],
            synonyms: ["Paste Killed Text"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-center-selection-in-view", chord: Chord(key: Key(dataName: "L")!, modifiers: [.control]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd); Cocoa text views handle these keys (data file notes: 'Active in any Cocoa text view')",
            behavior: "centers the selection in the view in text",
            action: "Center cursor/selection in view",
            titles: ["Center Selection in Visible Area"],
            synonyms: ["Center Selection", "Recenter", "Center Line"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-insert-newline-after", chord: Chord(key: Key(dataName: "O")!, modifiers: [.control]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd); Cocoa text views handle these keys (data file notes: 'Active in any Cocoa text view')",
            behavior: "inserts a new line after the insertion point in text",
            action: "Insert new line after insertion point",
            titles: ["Open Line"],
            synonyms: ["Insert Newline After", "Insert Line After", "Open Line Below"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-transpose", chord: Chord(key: Key(dataName: "T")!, modifiers: [.control]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts: 'The behavior of these shortcuts may vary with the app you're using' (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd); Cocoa text views handle these keys (data file notes: 'Active in any Cocoa text view')",
            behavior: "swaps the characters around the insertion point in text",
            action: "Transpose characters",
            titles: ["Transpose"],
            synonyms: ["Transpose Characters", "Swap Characters"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)",
            ]
        ),
        ReservedEntry(
            id: "text-move-to-document-start", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.command]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd): 'The behavior of these shortcuts may vary with the app you're using' ('Command–Up Arrow: Move the insertion point to the beginning of the document')",
            behavior: "moves the insertion point to the beginning of the document in text",
            action: "Move the insertion point to the beginning of the document.",
            titles: ["Move to Beginning of Document"],
            synonyms: [
                "Beginning of Document",
                "Go to Beginning of Document",
                "Scroll to Top",
                "Go to Top",
                "Move to Top",
            ],
            verbs: ["Move to", "Go to", "Scroll to", "Jump to"],
            objects: ["Beginning of Document", "Document Start", "Top", "Start of Document"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            ]
        ),
        ReservedEntry(
            id: "text-move-to-document-end", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.command]), system: false, tier: .behavior,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd): 'The behavior of these shortcuts may vary with the app you're using' ('Command–Down Arrow: Move the insertion point to the end of the document')",
            behavior: "moves the insertion point to the end of the document in text",
            action: "Move the insertion point to the end of the document.",
            titles: ["Move to End of Document"],
            synonyms: [
                "End of Document",
                "Go to End of Document",
                "Scroll to Bottom",
                "Go to Bottom",
                "Move to Bottom",
            ],
            verbs: ["Move to", "Go to", "Scroll to", "Jump to"],
            objects: ["End of Document", "Document End", "Bottom", "End of Document"],
            platforms: PlatformSet([.macOS]), category: "text-editing",
            sources: [
                "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Text-editing shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/text.txt @dad1fbd)",
            ]
        ),
        ReservedEntry(
            id: "new-tab", chord: Chord(key: Key(dataName: "T")!, modifiers: [.command]), system: false,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd): 'Command-T: Open a new tab'",
            action: "Open a new tab (Safari, Finder, Terminal).",
            titles: ["New Tab"],
            synonyms: ["Open New Tab", "New Tab…"],
            verbs: ["New", "Open"],
            objects: ["Tab", "‹Item› Tab"],
            selectors: ["newWindowForTab:"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple Developer Documentation › AppKit › NSResponder › newWindowForTab(_:): the menu item action newWindowForTab: https://developer.apple.com/documentation/appkit/nsresponder/newwindowfortab(_:)",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "cancel-operation", chord: Chord(key: Key(dataName: ".")!, modifiers: [.command]), system: false,
            tierSource: "Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958): 'Command-Period: Cancel an operation'",
            action: "Cancel operation",
            titles: ["Cancel", "Stop"],
            synonyms: ["Abort", "Interrupt", "Stop ‹Item›", "Cancel ‹Item›", "Pause ‹Item›"],
            verbs: ["Cancel", "Stop", "Abort", "Interrupt", "Pause"],
            objects: ["‹Item›"],
            selectors: ["cancelOperation:"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple Developer Documentation › AppKit › NSResponder › cancelOperation(_:): the menu item action cancelOperation: https://developer.apple.com/documentation/appkit/nsresponder/canceloperation(_:)",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "back", chord: Chord(key: Key(dataName: "[")!, modifiers: [.command]), system: false, tier: .appSpecific,
            tierSource: "Back and Forward are browser and Finder commands (data file: 'Back (browsers)'), not in the HIG's table of standard shortcuts",
            action: "Go back to the previous page or location (Safari, Finder).",
            titles: ["Back"],
            synonyms: ["Go Back", "Navigate Back", "Previous Page", "Back in History"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "forward", chord: Chord(key: Key(dataName: "]")!, modifiers: [.command]), system: false, tier: .appSpecific,
            tierSource: "Back and Forward are browser and Finder commands (data file: 'Back (browsers)'), not in the HIG's table of standard shortcuts",
            action: "Go forward to the next page or location (Safari, Finder).",
            titles: ["Forward"],
            synonyms: ["Go Forward", "Navigate Forward", "Next Page", "Forward in History"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "cancel", chord: Chord(key: Key(dataName: "Esc")!, modifiers: []), system: false,
            tierSource: "Apple HIG 'Keyboards' › Standard keyboard shortcuts https://developer.apple.com/design/human-interface-guidelines/keyboards (current page: the table has no 'Used by the System' column; copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md @8abc958): 'Esc: Cancel the current action or process'; seed 000_48cf527f1d019b5f.txt (Apple HIG 'Keyboards') — Reserved keyboard shortcuts: Esc invokes 'a cancel action in various contexts' (Keyboard shortcuts)",
            action: "Cancel current action",
            titles: ["Cancel"],
            synonyms: [
                "Dismiss",
                "Close",
                "Exit",
                "Stop",
                "Abort",
                "Escape",
                "Done",
                "Leave",
                "Cancel ‹Item›",
            ],
            verbs: [
                "Cancel",
                "Dismiss",
                "Close",
                "Exit",
                "Stop",
                "Abort",
                "Leave",
                "End",
                "Hide",
                "Clear",
                "Escape",
                "Discard",
            ],
            objects: ["‹Item›"],
            selectors: ["cancelOperation:"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple Developer Documentation › AppKit › NSResponder › cancelOperation(_:): the menu item action cancelOperation: https://developer.apple.com/documentation/appkit/nsresponder/canceloperation(_:)",
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "new-folder", chord: Chord(key: Key(dataName: "N")!, modifiers: [.shift, .command]), system: false, tier: .appSpecific,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd): 'Shift-Command-N: Create a new empty folder in the Finder'; 'Control-Command-N: Create a new folder that contains the currently selected items'",
            action: "New folder (Finder)",
            titles: ["New Folder"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "new-folder-with-selection", chord: Chord(key: Key(dataName: "N")!, modifiers: [.control, .command]), system: false, tier: .appSpecific,
            tierSource: "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 › Cut, copy, paste, and other common shortcuts (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/copy.txt @dad1fbd): 'Shift-Command-N: Create a new empty folder in the Finder'; 'Control-Command-N: Create a new folder that contains the currently selected items'",
            action: "New folder with selection (Finder)",
            titles: ["New Folder with Selection"],
            platforms: PlatformSet([.macOS]), category: "standard-app",
            sources: [
                "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)",
            ]
        ),
        ReservedEntry(
            id: "find-and-replace", chord: Chord(key: Key(dataName: "F")!, modifiers: [.option, .command]), system: false,
            tierSource: "HIG 'The menu bar' › Edit › Find: 'Find, Find and Replace, Find Next, …' (copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6); Option-Command-F on 'Find and Replace…' in the Xcode template menus of MacDownApp/macdown MacDown/Localization/Base.lproj/MainMenu.xib @3e2a2bf and sveinbjornt/Platypus ScriptExec/Resources/MainMenu.xib @0891fbd",
            action: "Open the Find interface with its Replace field.",
            titles: ["Find and Replace…"],
            synonyms: ["Find & Replace", "Replace…", "Replace", "Show Find and Replace"],
            localizedTitles: [LocalizedTitle("ja", "検索と置換...")],
            verbs: ["Start", "Show", "Open"],
            objects: ["Find and Replace", "Find Replace", "Replace"],
            platforms: PlatformSet([.macOS]), category: "standard-menu",
            sources: [
                "HIG 'The menu bar' › Edit › Find: 'Find, Find and Replace, Find Next, …' (copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6); Option-Command-F on 'Find and Replace…' in the Xcode template menus of MacDownApp/macdown MacDown/Localization/Base.lproj/MainMenu.xib @3e2a2bf and sveinbjornt/Platypus ScriptExec/Resources/MainMenu.xib @0891fbd",
            ]
        ),
        ReservedEntry(
            id: "show-all-tabs", chord: Chord(key: Key(dataName: "\\")!, modifiers: [.shift, .command]), system: false,
            tierSource: "AppKit adds View › Show All Tabs (NSWindow.toggleTabOverview(_:)) to the menus of every app whose windows allow tabbing; the chord is the one AppKit shows on that item (an accessibility dump of the automatic View menu in the code corpus; nativedesktop's docs: 'the system Show All Tabs (⇧⌘\\, View menu)'). No Apple page states the chord.",
            action: "Show all the tabs of the window in the tab overview.",
            titles: ["Show All Tabs"],
            synonyms: ["Exit Tab Overview", "Show Tab Overview", "Tab Overview"],
            selectors: ["toggleTabOverview:"],
            platforms: PlatformSet([.macOS]), category: "standard-menu",
            sources: [
                "Apple Developer Documentation › AppKit › NSWindow › toggleTabOverview(_:): the menu item action toggleTabOverview: https://developer.apple.com/documentation/appkit/nswindow/toggletaboverview(_:)",
                "AppKit NSWindow.toggleTabOverview(_:) (View › Show All Tabs); chord as AppKit displays it, see tierSource",
            ]
        ),
        ReservedEntry(
            id: "toggle-sidebar", chord: Chord(key: Key(dataName: "S")!, modifiers: [.control, .command]), system: false,
            tierSource: "HIG 'The menu bar' › View menu: Show/Hide Sidebar (copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6); SwiftUI CommandGroupPlacement.sidebar 'includes … Show/Hide Sidebar' https://developer.apple.com/documentation/swiftui/commandgroupplacement/sidebar. The chord Control-Command-S is the one issue 11 reads in Xcode's macOS App template; no public copy of the template was found to confirm it.",
            action: "Show or hide the window's sidebar.",
            titles: ["Show Sidebar", "Hide Sidebar"],
            synonyms: ["Toggle Sidebar", "Sidebar", "Show/Hide Sidebar"],
            verbs: ["Show", "Hide", "Toggle", "Show/Hide"],
            objects: ["Sidebar", "Side Bar"],
            selectors: ["toggleSidebar:"],
            platforms: PlatformSet([.macOS]), category: "standard-menu",
            sources: [
                "Apple Developer Documentation › AppKit › NSSplitViewController › toggleSidebar(_:): the menu item action toggleSidebar: https://developer.apple.com/documentation/appkit/nssplitviewcontroller/togglesidebar(_:)",
                "HIG 'The menu bar' › View menu: Show/Hide Sidebar (copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6); SwiftUI CommandGroupPlacement.sidebar 'includes … Show/Hide Sidebar' https://developer.apple.com/documentation/swiftui/commandgroupplacement/sidebar. The chord Control-Command-S is the one issue 11 reads in Xcode's macOS App template; no public copy of the template was found to confirm it.",
            ]
        ),
        ReservedEntry(
            id: "toggle-inspector", chord: Chord(key: Key(dataName: "I")!, modifiers: [.control, .command]), system: false,
            tierSource: "SwiftUI InspectorCommands https://developer.apple.com/documentation/swiftui/inspectorcommands: '`InspectorCommands` include a command for toggling the presented state of the inspector with a keyboard shortcut of Control-Command-I' (macOS 14, iPadOS 17); AppKit adds the same View menu item for NSSplitViewController.toggleInspector(_:) (macOS 14). Not in the HIG's table.",
            action: "Show or hide the window's inspector.",
            titles: ["Show Inspector", "Hide Inspector"],
            synonyms: ["Toggle Inspector", "Inspector"],
            verbs: ["Show", "Hide", "Toggle"],
            objects: ["Inspector"],
            selectors: ["toggleInspector:"],
            platforms: PlatformSet([.macOS, .iPadOS]), category: "standard-menu",
            sources: [
                "Apple Developer Documentation › AppKit › NSSplitViewController › toggleInspector(_:): the menu item action toggleInspector: https://developer.apple.com/documentation/appkit/nssplitviewcontroller/toggleinspector(_:)",
                "SwiftUI InspectorCommands https://developer.apple.com/documentation/swiftui/inspectorcommands: '`InspectorCommands` include a command for toggling the presented state of the inspector with a keyboard shortcut of Control-Command-I' (macOS 14, iPadOS 17); AppKit adds the same View menu item for NSSplitViewController.toggleInspector(_:) (macOS 14). Not in the HIG's table.",
            ]
        ),
        ReservedEntry(
            id: "ipados-emoji-and-symbols", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.control, .command]), system: false,
            tierSource: "Apple HIG 'The menu bar' https://developer.apple.com/design/human-interface-guidelines/the-menu-bar (copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6): 'On a Mac or an iPad, the menu bar at the top of the screen displays the top-level menus', 'Menu bar menus on iPad are similar to those on Mac, appearing in the same order and with familiar sets of menu items', 'Keyboard shortcuts in iPadOS use the same patterns as in macOS'; Edit menu: 'Emoji & Symbols … The system automatically adds the Emoji & Symbols menu item at the bottom of the Edit menu' (the page's iPadOS differences leave out only the Apple menu, menu bar extras and the app menu's About, Services and visibility items)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 26))],
            action: "Show the emoji and symbols picker (Edit › Emoji & Symbols).",
            titles: ["Emoji & Symbols"],
            synonyms: [
                "Show Emoji & Symbols",
                "Emoji and Symbols",
                "Emoji",
                "Character Viewer",
                "Show Character Viewer",
            ],
            platforms: PlatformSet([.iPadOS]), category: "standard-menu",
            sources: [
                "Apple HIG 'The menu bar' https://developer.apple.com/design/human-interface-guidelines/the-menu-bar (copy: raintree-technology/apple-hig-skills skills/hig-components-menus/references/the-menu-bar.md @27620e6): 'On a Mac or an iPad, the menu bar at the top of the screen displays the top-level menus', 'Menu bar menus on iPad are similar to those on Mac, appearing in the same order and with familiar sets of menu items', 'Keyboard shortcuts in iPadOS use the same patterns as in macOS'; Edit menu: 'Emoji & Symbols … The system automatically adds the Emoji & Symbols menu item at the bottom of the Edit menu' (the page's iPadOS differences leave out only the Apple menu, menu bar extras and the app menu's About, Services and visibility items)",
            ]
        ),
        ReservedEntry(
            id: "ipados-home-screen", chord: Chord(key: Key(dataName: "H")!, modifiers: [.command]), system: true,
            tierSource: "iPadOS system shortcut (data file source: Apple Support HT211096 'Use keyboard shortcuts on iPad')",
            action: "Go to Home Screen",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-search", chord: Chord(key: Key(dataName: "Space")!, modifiers: [.command]), system: true,
            tierSource: "iPadOS system shortcut (data file source: Apple Support HT211096 'Use keyboard shortcuts on iPad')",
            action: "Show/hide Search",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-app-switcher-next", chord: Chord(key: Key(dataName: "Tab")!, modifiers: [.command]), system: true,
            tierSource: "iPadOS system shortcut (data file source: Apple Support HT211096 'Use keyboard shortcuts on iPad')",
            action: "Switch to next most recently used app",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-screenshot", chord: Chord(key: Key(dataName: "3")!, modifiers: [.shift, .command]), system: true,
            tierSource: "iPadOS system shortcut (data file source: Apple Support HT211096 'Use keyboard shortcuts on iPad')",
            action: "Take a screenshot",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-screenshot-and-markup", chord: Chord(key: Key(dataName: "4")!, modifiers: [.shift, .command]), system: true,
            tierSource: "iPadOS system shortcut (data file source: Apple Support HT211096 'Use keyboard shortcuts on iPad')",
            action: "Take a screenshot and open Markup",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-toggle-dock", chord: Chord(key: Key(dataName: "D")!, modifiers: [.option, .command]), system: true,
            tierSource: "iPadOS system shortcut (data file source: Apple Support HT211096 'Use keyboard shortcuts on iPad')",
            action: "Show/hide the Dock",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-globe-home-screen", chord: Chord(key: Key(dataName: "H")!, modifiers: [.function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: Six Colors 'Think globally: the iPad's new universal keyboard shortcuts')",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Go to Home Screen (Globe-H)",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-quick-note", chord: Chord(key: Key(dataName: "Q")!, modifiers: [.function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: Six Colors 'Think globally: the iPad's new universal keyboard shortcuts')",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Quick Note (Globe-Q)",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-control-center", chord: Chord(key: Key(dataName: "C")!, modifiers: [.function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: Six Colors 'Think globally: the iPad's new universal keyboard shortcuts')",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Control Center (Globe-C)",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-focus-next-visible-app", chord: Chord(key: Key(dataName: "`")!, modifiers: [.function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: Macworld)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Move focus between visible apps (Split View/Slide Over)",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: ["Macworld (US) Aug 2021 p.56 (issuhub.com/view/index/38994?pageIndex=56)"]
        ),
        ReservedEntry(
            id: "ipados-next-window", chord: Chord(key: Key(dataName: "`")!, modifiers: [.command]), system: true,
            tierSource: "iPadOS system shortcut (data file source: Macworld)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Next window of the current app",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: ["Macworld (US) Aug 2021 p.56 (issuhub.com/view/index/38994?pageIndex=56)"]
        ),
        ReservedEntry(
            id: "ipados-show-dock", chord: Chord(key: Key(dataName: "A")!, modifiers: [.function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Show Dock",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-app-library", chord: Chord(key: Key(dataName: "A")!, modifiers: [.shift, .function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Show App Library",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-siri", chord: Chord(key: Key(dataName: "S")!, modifiers: [.function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Siri",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-notification-center", chord: Chord(key: Key(dataName: "N")!, modifiers: [.function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Notification Center",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-app-switcher", chord: Chord(key: Key(dataName: "UpArrow")!, modifiers: [.function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "App Switcher / show all windows",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-previous-app", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Previous app",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-next-app", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Next app",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-full-screen", chord: Chord(key: Key(dataName: "F")!, modifiers: [.function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Enter full screen (from Split View/Slide Over)",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-split-view-left", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.command, .function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Split View left",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-split-view-right", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.command, .function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Split View right",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-replace-split-view-app", chord: Chord(key: Key(dataName: "DownArrow")!, modifiers: [.control, .function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Replace app in Split View",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-slide-over-left", chord: Chord(key: Key(dataName: "LeftArrow")!, modifiers: [.option, .function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Slide Over left",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-slide-over-right", chord: Chord(key: Key(dataName: "RightArrow")!, modifiers: [.option, .function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Slide Over right",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
        ReservedEntry(
            id: "ipados-toggle-slide-over", chord: Chord(key: Key(dataName: "\\")!, modifiers: [.function]), system: true,
            tierSource: "iPadOS system shortcut (data file source: secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes)",
            versions: [.iPadOS: ReleaseRange(since: OSVersion(major: 15))],
            action: "Hide/show Slide Over",
            platforms: PlatformSet([.iPadOS]), category: "system-global",
            sources: [
                "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md",
            ]
        ),
    ]
}
