// Generated from Resources/reserved.json by Scripts/embed-reserved.swift — do not edit.
// Regenerate from the package root: swift Scripts/embed-reserved.swift

/// The reserved and standard shortcut table, compiled in so a copied binary needs no resource bundle.
enum EmbeddedReservedTable {
    static let json: String = ##"""
{
  "version": 1,
  "entries": [
    {
      "id": "spotlight",
      "chord": { "modifiers": ["command"], "key": "Space" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Show or hide the Spotlight search field.",
        "ja": "Spotlight の検索フィールドを表示または非表示にします。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Space", "shortcut": "Command-Space" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 64"
      ]
    },
    {
      "id": "apple-reserved-shift-command-space",
      "chord": { "modifiers": ["shift", "command"], "key": "Space" },
      "match": "exact",
      "system": true,
      "action": { "en": "Varies. Apple reserved.", "ja": "不定。アップル予約済み。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Space", "shortcut": "Shift-Command-Space" },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "spotlight-search-results",
      "chord": { "modifiers": ["option", "command"], "key": "Space" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Show the Spotlight search results window.",
        "ja": "Spotlight 検索結果ウィンドウを表示します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Space", "shortcut": "Option-Command-Space" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 65"
      ]
    },
    {
      "id": "special-characters",
      "chord": { "modifiers": ["control", "command"], "key": "Space" },
      "match": "exact",
      "system": true,
      "action": { "en": "Show the Special Characters window.", "ja": "特殊文字ウィンドウを表示します。" },
      "titles": ["Emoji & Symbols", "Special Characters…"],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Space", "shortcut": "Control-Command-Space" },
      "defaultEnabled": true,
      "notes": "Implemented as the Edit > Emoji & Symbols menu item; overridable per-app via NSUserKeyEquivalents (saltanovas/dotfiles hotkeys.md)",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "focus-previous-control",
      "chord": { "modifiers": ["shift"], "key": "Tab" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Navigate through controls in a reverse direction.",
        "ja": "コントロールを逆方向にナビゲートします。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Tab", "shortcut": "Shift-Tab" },
      "defaultEnabled": true,
      "notes": "The HIG marks this row ●; the data file lists the chord as a standard app shortcut. The HIG column decides.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "app-switcher-next",
      "chord": { "modifiers": ["command"], "key": "Tab" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Move forward to the next most recently used app in a list of open apps.",
        "ja": "開いているアプリのリストで、最近使用した次のアプリに進みます。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Tab", "shortcut": "Command-Tab" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "app-switcher-previous",
      "chord": { "modifiers": ["shift", "command"], "key": "Tab" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Move backward through a list of open apps (sorted by recent use).",
        "ja": "開いているアプリのリストを逆方向に移動します(最近使用した順に並べ替えます)。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Tab", "shortcut": "Shift-Command-Tab" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md)"
      ]
    },
    {
      "id": "focus-next-control-group",
      "chord": { "modifiers": ["control"], "key": "Tab" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Move focus to the next group of controls in a dialog or the next table (when Tab moves to the next cell).",
        "ja": "ダイアログまたは次の表内の次のコントロールグループに焦点を移動します(Tab が次のセルに移動した場合)。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Tab", "shortcut": "Control-Tab" },
      "defaultEnabled": true,
      "notes": "The HIG marks this row ●; the data file lists the chord as a standard app shortcut. The HIG column decides.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "focus-previous-control-group",
      "chord": { "modifiers": ["control", "shift"], "key": "Tab" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Move focus to the previous group of controls.",
        "ja": "コントロールの前のグループに焦点を移動します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Tab", "shortcut": "Control-Shift-Tab" },
      "defaultEnabled": true,
      "notes": "The HIG marks this row ●; the data file lists the chord as a standard app shortcut. The HIG column decides.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "force-quit",
      "chord": { "modifiers": ["option", "command"], "key": "Esc" },
      "match": "exact",
      "system": true,
      "action": { "en": "Open the Force Quit dialog.", "ja": "強制終了ダイアログを開きます。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Esc", "shortcut": "Option-Command-Esc" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "restart",
      "chord": { "modifiers": ["control", "command"], "key": "Eject" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Quit all apps (after changes have been saved to open documents) and restart the computer.",
        "ja": "すべてのアプリを終了し(開いている文書の変更を保存した後)、コンピュータを再起動します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Eject", "shortcut": "Control-Command-Eject" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md)"
      ]
    },
    {
      "id": "shut-down",
      "chord": { "modifiers": ["control", "option", "command"], "key": "Eject" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Quit all apps (after changes have been saved to open documents) and shut the computer down.",
        "ja": "すべてのアプリを終了し(開いている文書の変更を保存した後)、コンピュータをシャットダウンします。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Eject",
        "shortcut": "Control-Option-Command-Eject"
      },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md)"
      ]
    },
    {
      "id": "toggle-full-keyboard-access",
      "chord": { "modifiers": ["control"], "key": "F1" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Toggle full keyboard access on or off.",
        "ja": "フルキーボードアクセスのオンとオフを切り替えます。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F1", "shortcut": "Control-F1" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 12"
      ]
    },
    {
      "id": "focus-menu-bar",
      "chord": { "modifiers": ["control"], "key": "F2" },
      "match": "exact",
      "system": true,
      "action": { "en": "Move focus to the menu bar.", "ja": "焦点をメニューバーに移動します。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F2", "shortcut": "Control-F2" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 7"
      ]
    },
    {
      "id": "focus-dock",
      "chord": { "modifiers": ["control"], "key": "F3" },
      "match": "exact",
      "system": true,
      "action": { "en": "Move focus to the Dock.", "ja": "焦点を Dock に移動します。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F3", "shortcut": "Control-\u00a0F3" },
      "defaultEnabled": true,
      "notes": "The seed writes this row \"Control-\u00a0F3\" (a no-break space after the hyphen); the chord is Control-F3.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 8"
      ]
    },
    {
      "id": "focus-active-window",
      "chord": { "modifiers": ["control"], "key": "F4" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Move focus to the active (or next) window.",
        "ja": "アクティブな(または次の)ウィンドウに焦点を移動します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F4", "shortcut": "Control-F4" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 9"
      ]
    },
    {
      "id": "focus-previous-window",
      "chord": { "modifiers": ["control", "shift"], "key": "F4" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Move focus to the previously active window.",
        "ja": "前にアクティブだったウィンドウに焦点を移動します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F4", "shortcut": "Control-Shift-F4" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md)"
      ]
    },
    {
      "id": "focus-toolbar",
      "chord": { "modifiers": ["control"], "key": "F5" },
      "match": "exact",
      "system": true,
      "action": { "en": "Move focus to the toolbar.", "ja": "焦点をツールバーに移動します。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F5", "shortcut": "Control-F5" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 10"
      ]
    },
    {
      "id": "toggle-voiceover",
      "chord": { "modifiers": ["command"], "key": "F5" },
      "match": "exact",
      "system": true,
      "action": { "en": "Turn VoiceOver on or off.", "ja": "VoiceOver をオンまたはオフにします。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F5", "shortcut": "Command-F5" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 59"
      ]
    },
    {
      "id": "focus-next-panel",
      "chord": { "modifiers": ["control"], "key": "F6" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Move focus to the first (or next) panel.",
        "ja": "焦点を最初(または次)のパネルに移動します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F6", "shortcut": "Control-F6" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 11"
      ]
    },
    {
      "id": "focus-previous-panel",
      "chord": { "modifiers": ["control", "shift"], "key": "F6" },
      "match": "exact",
      "system": true,
      "action": { "en": "Move focus to the previous panel.", "ja": "焦点を前のパネルに移動します。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F6", "shortcut": "Control-Shift-F6" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "override-keyboard-access-mode",
      "chord": { "modifiers": ["control"], "key": "F7" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Temporarily override the current keyboard access mode in windows and dialogs.",
        "ja": "ウィンドウとダイアログで現在のキーボードアクセスモードを一時的にオーバーライドします。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F7", "shortcut": "Control-F7" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 13"
      ]
    },
    {
      "id": "apple-reserved-f8",
      "chord": { "modifiers": [], "key": "F8" },
      "match": "exact",
      "system": true,
      "action": { "en": "Varies. Apple reserved.", "ja": "不定。アップル予約済み。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F8", "shortcut": "" },
      "notes": "The HIG row names no modifier: the bare key is reserved.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "apple-reserved-f9",
      "chord": { "modifiers": [], "key": "F9" },
      "match": "exact",
      "system": true,
      "action": { "en": "Varies. Apple reserved.", "ja": "不定。アップル予約済み。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F9", "shortcut": "" },
      "notes": "The HIG row names no modifier: the bare key is reserved.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "apple-reserved-f10",
      "chord": { "modifiers": [], "key": "F10" },
      "match": "exact",
      "system": true,
      "action": { "en": "Varies. Apple reserved.", "ja": "不定。アップル予約済み。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F10", "shortcut": "" },
      "notes": "The HIG row names no modifier: the bare key is reserved.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "show-desktop",
      "chord": { "modifiers": [], "key": "F11" },
      "match": "exact",
      "system": true,
      "action": { "en": "Show desktop.", "ja": "デスクトップを表示します。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F11", "shortcut": "" },
      "defaultEnabled": true,
      "notes": "The HIG row names no modifier: the bare key is reserved.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 36"
      ]
    },
    {
      "id": "dashboard",
      "chord": { "modifiers": [], "key": "F12" },
      "match": "exact",
      "system": true,
      "action": { "en": "Hide or display Dashboard.", "ja": "ダッシュボードを非表示または表示します。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "F12", "shortcut": "" },
      "defaultEnabled": true,
      "notes": "sindresorhus/KeyboardShortcuts deliberately ignores bare F12 (commit a7a3ff6: 'system API says it's reserved, but it doesn't seem to be used'). The HIG row names no modifier: the bare key is reserved.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md)"
      ]
    },
    {
      "id": "next-window",
      "chord": { "modifiers": ["command"], "key": "`" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Activate the next open window in the frontmost app.",
        "ja": "一番手前のアプリで次に開いているウィンドウをアクティブにします。"
      },
      "titles": ["Cycle Through Windows"],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Grave accent (`)",
        "shortcut": "Command-Grave accent"
      },
      "defaultEnabled": true,
      "notes": "Key is the one above Tab; character varies by layout",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 27"
      ]
    },
    {
      "id": "previous-window",
      "chord": { "modifiers": ["shift", "command"], "key": "`" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Activate the previous open window in the frontmost app.",
        "ja": "一番手前のアプリで以前開いていたウィンドウをアクティブにします。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Grave accent (`)",
        "shortcut": "Shift-Command-Grave accent"
      },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "focus-window-drawer",
      "chord": { "modifiers": ["option", "command"], "key": "`" },
      "match": "exact",
      "system": true,
      "action": { "en": "Move focus to the window drawer.", "ja": "焦点をウィンドウドロワーに移動します。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Grave accent (`)",
        "shortcut": "Option-Command-Grave accent"
      },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "decrease-size",
      "chord": { "modifiers": ["command"], "key": "-" },
      "match": "exact",
      "system": true,
      "action": { "en": "Decrease the size of the selection.", "ja": "選択範囲のサイズを小さくします。" },
      "titles": ["Smaller", "Decrease Size", "Zoom Out"],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Hyphen (-)", "shortcut": "Command-Hyphen" },
      "defaultEnabled": true,
      "notes": "The HIG marks this row ●; the data file lists the chord as a standard app shortcut. The HIG column decides.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "zoom-out",
      "chord": { "modifiers": ["option", "command"], "key": "-" },
      "match": "exact",
      "system": true,
      "action": { "en": "Zoom out when screen zooming is on.", "ja": "スクリーンのズームがオンのときにズームアウトします。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Hyphen (-)",
        "shortcut": "Option-Command-Hyphen"
      },
      "defaultEnabled": false,
      "notes": "The HIG marks the row ●, so the entry stays reserved although the shortcut ships turned off (defaultEnabled false).",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 19"
      ]
    },
    {
      "id": "align-left",
      "chord": { "modifiers": ["shift", "command"], "key": "[" },
      "match": "exact",
      "system": false,
      "action": { "en": "Left-align a selection.", "ja": "選択範囲を左揃えにします。" },
      "titles": ["Align Left"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": {
        "table": "reserved",
        "primaryKey": "Left bracket ({)",
        "shortcut": "Command-Left bracket"
      },
      "notes": "The HIG writes the key as \"Left bracket ({)\": Command-{ is Shift-Command-[ on a US keyboard.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "align-right",
      "chord": { "modifiers": ["shift", "command"], "key": "]" },
      "match": "exact",
      "system": false,
      "action": { "en": "Right-align a selection.", "ja": "選択範囲を右揃えにします。" },
      "titles": ["Align Right"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": {
        "table": "reserved",
        "primaryKey": "Right bracket (})",
        "shortcut": "Command-Right bracket"
      },
      "notes": "The HIG writes the key as \"Right bracket (})\": Command-} is Shift-Command-] on a US keyboard.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "align-center",
      "chord": { "modifiers": ["shift", "command"], "key": "\\" },
      "match": "exact",
      "system": false,
      "action": { "en": "Center-align a selection.", "ja": "選択範囲を中央揃えにします。" },
      "titles": ["Center", "Align Center"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "Pipe (|)", "shortcut": "Command-Pipe" },
      "defaultEnabled": true,
      "notes": "The HIG writes the key as \"Pipe (|)\": Command-| is Shift-Command-\\ on a US keyboard.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "show-spelling-and-grammar",
      "chord": { "modifiers": ["shift", "command"], "key": ";" },
      "match": "exact",
      "system": false,
      "action": { "en": "Display the Spelling window.", "ja": "[スペル チェック] ウィンドウを表示します。" },
      "titles": ["Show Spelling and Grammar", "Spelling and Grammar", "Spelling…"],
      "complements": ["check-spelling"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "Colon (:)", "shortcut": "Command-Colon" },
      "defaultEnabled": true,
      "notes": "The HIG writes the key as \"Colon (:)\": Command-: is Shift-Command-; on a US keyboard.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "check-spelling",
      "chord": { "modifiers": ["command"], "key": ";" },
      "match": "exact",
      "system": false,
      "action": { "en": "Find misspelled words in the document.", "ja": "文書内のスペルミスのある単語を検索します。" },
      "titles": ["Check Document Now", "Check Spelling"],
      "complements": ["show-spelling-and-grammar"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": {
        "table": "reserved",
        "primaryKey": "Semicolon (;)",
        "shortcut": "Command-Semicolon"
      },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "settings",
      "chord": { "modifiers": ["command"], "key": "," },
      "match": "exact",
      "system": false,
      "action": { "en": "Open the app’s settings window.", "ja": "アプリの設定ウィンドウを開きます。" },
      "titles": ["Settings…", "Preferences…"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "Comma (,)", "shortcut": "Command-Comma" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "decrease-contrast",
      "chord": { "modifiers": ["control", "option", "command"], "key": "," },
      "match": "exact",
      "system": true,
      "action": { "en": "Decrease screen contrast.", "ja": "スクリーンのコントラストを下げます。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Comma (,)",
        "shortcut": "Control-Option-Command-Comma"
      },
      "defaultEnabled": false,
      "notes": "The HIG marks the row ●, so the entry stays reserved although the shortcut ships turned off (defaultEnabled false).",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 26"
      ]
    },
    {
      "id": "increase-contrast",
      "chord": { "modifiers": ["control", "option", "command"], "key": "." },
      "match": "exact",
      "system": true,
      "action": { "en": "Increase screen contrast.", "ja": "画面のコントラストを上げます。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Period (.)",
        "shortcut": "Control-Option-Command-Period"
      },
      "defaultEnabled": false,
      "notes": "The HIG marks the row ●, so the entry stays reserved although the shortcut ships turned off (defaultEnabled false).",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 25"
      ]
    },
    {
      "id": "help",
      "chord": { "modifiers": ["shift", "command"], "key": "/" },
      "match": "exact",
      "system": false,
      "action": { "en": "Open the app’s Help menu.", "ja": "アプリの [ヘルプ] メニューを開きます。" },
      "titles": ["Help", "‹App› Help"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": {
        "table": "reserved",
        "primaryKey": "Question mark (?)",
        "shortcut": "Command-Question mark"
      },
      "defaultEnabled": true,
      "notes": "HIG writes it Command-? (Help). The data file also lists Shift-Command-/ as a system-wide 'Show Help menu (all applications)' shortcut. The HIG row is not ●: an app's own Help menu item is expected on this chord, so the entry stays standard.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 98",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "toggle-font-smoothing",
      "chord": { "modifiers": ["option", "command"], "key": "/" },
      "match": "exact",
      "system": true,
      "action": { "en": "Turn font smoothing on or off.", "ja": "フォントスムージングをオンまたはオフにします。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Forward slash (/)",
        "shortcut": "Option-Command-Forward slash"
      },
      "defaultEnabled": false,
      "notes": "The HIG marks the row ●, so the entry stays reserved although the shortcut ships turned off (defaultEnabled false).",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md)"
      ]
    },
    {
      "id": "increase-size",
      "chord": { "modifiers": ["shift", "command"], "key": "=" },
      "match": "exact",
      "system": true,
      "action": { "en": "Increase the size of the selection.", "ja": "選択範囲のサイズを大きくします。" },
      "titles": ["Bigger", "Increase Size", "Zoom In"],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Equal sign (=)",
        "shortcut": "Shift-Command-Equal sign"
      },
      "defaultEnabled": true,
      "notes": "The HIG marks this row ●; the data file lists the chord as a standard app shortcut. The HIG column decides.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "zoom-in",
      "chord": { "modifiers": ["option", "command"], "key": "=" },
      "match": "exact",
      "system": true,
      "action": { "en": "Zoom in when screen zooming is on.", "ja": "画面のズームがオンのときにズームインします。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Equal sign (=)",
        "shortcut": "Option-Command-Equal sign"
      },
      "defaultEnabled": false,
      "notes": "The HIG marks the row ●, so the entry stays reserved although the shortcut ships turned off (defaultEnabled false).",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 17"
      ]
    },
    {
      "id": "screenshot-screen-to-file",
      "chord": { "modifiers": ["shift", "command"], "key": "3" },
      "match": "exact",
      "system": true,
      "action": { "en": "Capture the screen to a file.", "ja": "画面をファイルにキャプチャします。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "3", "shortcut": "Shift-Command-3" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 28"
      ]
    },
    {
      "id": "screenshot-screen-to-clipboard",
      "chord": { "modifiers": ["control", "shift", "command"], "key": "3" },
      "match": "exact",
      "system": true,
      "action": { "en": "Capture the screen to the Clipboard.", "ja": "画面をクリップボードにキャプチャします。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "3", "shortcut": "Control-Shift-Command-3" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 29"
      ]
    },
    {
      "id": "screenshot-selection-to-file",
      "chord": { "modifiers": ["shift", "command"], "key": "4" },
      "match": "exact",
      "system": true,
      "action": { "en": "Capture a selection to a file.", "ja": "選択範囲をファイルにキャプチャします。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "4", "shortcut": "Shift-Command-4" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 30"
      ]
    },
    {
      "id": "screenshot-selection-to-clipboard",
      "chord": { "modifiers": ["control", "shift", "command"], "key": "4" },
      "match": "exact",
      "system": true,
      "action": { "en": "Capture a selection to the Clipboard.", "ja": "選択範囲をクリップボードにキャプチャします。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "4", "shortcut": "Control-Shift-Command-4" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 31"
      ]
    },
    {
      "id": "toggle-zoom",
      "chord": { "modifiers": ["option", "command"], "key": "8" },
      "match": "exact",
      "system": true,
      "action": { "en": "Turn screen zooming on or off.", "ja": "画面のズームをオンまたはオフにします。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "8", "shortcut": "Option-Command-8" },
      "defaultEnabled": false,
      "notes": "Disabled by default in current System Settings (SYS dump). The HIG marks the row ●, so the entry stays reserved although the shortcut ships turned off (defaultEnabled false).",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 15"
      ]
    },
    {
      "id": "invert-colors",
      "chord": { "modifiers": ["control", "option", "command"], "key": "8" },
      "match": "exact",
      "system": true,
      "action": { "en": "Invert the screen colors.", "ja": "画面の色を反転します。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "8", "shortcut": "Control-Option-Command-8" },
      "defaultEnabled": false,
      "notes": "SUP says it must first be enabled in System Settings. The HIG marks the row ●, so the entry stays reserved although the shortcut ships turned off (defaultEnabled false).",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 21"
      ]
    },
    {
      "id": "select-all",
      "chord": { "modifiers": ["command"], "key": "A" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Selects every item in a document or window, or all characters in a text field.",
        "ja": "文書またはウィンドウ内のすべての項目、またはテキストフィールド内のすべての文字を選択します。"
      },
      "titles": ["Select All"],
      "complements": ["deselect-all"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "A", "shortcut": "Command-A" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "deselect-all",
      "chord": { "modifiers": ["shift", "command"], "key": "A" },
      "match": "exact",
      "system": false,
      "action": { "en": "Deselects all selections or characters.", "ja": "すべての選択または文字の選択を解除します。" },
      "titles": ["Deselect All", "Select None"],
      "complements": ["select-all"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "A", "shortcut": "Shift-Command-A" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "bold",
      "chord": { "modifiers": ["command"], "key": "B" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Boldface the selected text or toggle boldfaced text on and off.",
        "ja": "選択したテキストを太字にするか、太字テキストのオンとオフを切り替えます。"
      },
      "titles": ["Bold"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "B", "shortcut": "Command-B" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "copy",
      "chord": { "modifiers": ["command"], "key": "C" },
      "match": "exact",
      "system": false,
      "action": { "en": "Copy the selection to the Clipboard.", "ja": "選択範囲をクリップボードにコピーします。" },
      "titles": ["Copy"],
      "complements": ["copy-style", "copy-formatting"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "C", "shortcut": "Command-C" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "show-colors",
      "chord": { "modifiers": ["shift", "command"], "key": "C" },
      "match": "exact",
      "system": false,
      "action": { "en": "Display the Colors window.", "ja": "[色] ウィンドウを表示します。" },
      "titles": ["Show Colors"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "C", "shortcut": "Shift-Command-C" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "copy-style",
      "chord": { "modifiers": ["option", "command"], "key": "C" },
      "match": "exact",
      "system": false,
      "action": { "en": "Copy the style of the selected text.", "ja": "選択したテキストのスタイルをコピーします。" },
      "titles": ["Copy Style"],
      "complements": ["copy", "copy-formatting"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "C", "shortcut": "Option-Command-C" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "copy-formatting",
      "chord": { "modifiers": ["control", "command"], "key": "C" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Copy the formatting settings of the selection and store on the Clipboard.",
        "ja": "選択範囲の書式設定をコピーし、クリップボードに保存します。"
      },
      "titles": ["Copy Formatting"],
      "complements": ["copy", "copy-style"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "C", "shortcut": "Control-Command-C" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "toggle-dock-hiding",
      "chord": { "modifiers": ["option", "command"], "key": "D" },
      "match": "exact",
      "system": true,
      "action": { "en": "Show or hide the Dock.", "ja": "Dock を表示または非表示にします。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "D", "shortcut": "Option-Command-D" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 52"
      ]
    },
    {
      "id": "look-up",
      "chord": { "modifiers": ["control", "command"], "key": "D" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Display the definition of the selected word in the Dictionary app.",
        "ja": "辞書アプリで選択した単語の定義を表示します。"
      },
      "titles": ["Look Up", "Look Up in Dictionary"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "D", "shortcut": "Control-Command-D" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "use-selection-for-find",
      "chord": { "modifiers": ["command"], "key": "E" },
      "match": "exact",
      "system": false,
      "action": { "en": "Use the selection for a find operation.", "ja": "検索操作に選択範囲を使用します。" },
      "titles": ["Use Selection for Find"],
      "complements": ["find", "find-next", "find-previous", "jump-to-search-field"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "E", "shortcut": "Command-E" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "find",
      "chord": { "modifiers": ["command"], "key": "F" },
      "match": "exact",
      "system": false,
      "action": { "en": "Open a Find window.", "ja": "検索ウィンドウを開きます。" },
      "titles": ["Find…"],
      "complements": [
        "find-next",
        "find-previous",
        "use-selection-for-find",
        "jump-to-search-field"
      ],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "F", "shortcut": "Command-F" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "jump-to-search-field",
      "chord": { "modifiers": ["option", "command"], "key": "F" },
      "match": "exact",
      "system": false,
      "action": { "en": "Jump to the search field control.", "ja": "検索フィールドコントロールにジャンプします。" },
      "titles": ["Jump to Search Field"],
      "complements": ["find", "find-next", "find-previous", "use-selection-for-find"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "F", "shortcut": "Option-Command-F" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "enter-full-screen",
      "chord": { "modifiers": ["control", "command"], "key": "F" },
      "match": "exact",
      "system": false,
      "action": { "en": "Enter full screen.", "ja": "フルスクリーンに入ります。" },
      "titles": ["Enter Full Screen", "Exit Full Screen", "Toggle Full Screen"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "F", "shortcut": "Control-Command-F" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "find-next",
      "chord": { "modifiers": ["command"], "key": "G" },
      "match": "exact",
      "system": false,
      "action": { "en": "Find the next occurrence of the selection.", "ja": "選択範囲の次の発生を検索します。" },
      "titles": ["Find Next"],
      "complements": ["find", "find-previous", "use-selection-for-find", "jump-to-search-field"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "G", "shortcut": "Command-G" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "find-previous",
      "chord": { "modifiers": ["shift", "command"], "key": "G" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Find the previous occurrence of the selection.",
        "ja": "選択範囲の前の発生を検索します。"
      },
      "titles": ["Find Previous"],
      "complements": ["find", "find-next", "use-selection-for-find", "jump-to-search-field"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "G", "shortcut": "Shift-Command-G" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "hide",
      "chord": { "modifiers": ["command"], "key": "H" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Hide the windows of the currently running app.",
        "ja": "現在実行中のアプリのウィンドウを非表示にします。"
      },
      "titles": ["Hide ‹App›"],
      "complements": ["hide-others"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "H", "shortcut": "Command-H" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "hide-others",
      "chord": { "modifiers": ["option", "command"], "key": "H" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Hide the windows of all other running apps.",
        "ja": "実行中の他のすべてのアプリのウィンドウを非表示にします。"
      },
      "titles": ["Hide Others"],
      "complements": ["hide"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "H", "shortcut": "Option-Command-H" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "italic",
      "chord": { "modifiers": ["command"], "key": "I" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Italicize the selected text or toggle italic text on or off.",
        "ja": "選択したテキストを斜体にするか、斜体テキストのオンとオフを切り替えます。"
      },
      "titles": ["Italic"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "I", "shortcut": "Command-I" },
      "defaultEnabled": true,
      "notes": "Command-I has two standard meanings in the HIG (italic, get-info); an app uses whichever fits.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "get-info",
      "chord": { "modifiers": ["command"], "key": "I" },
      "match": "exact",
      "system": false,
      "action": { "en": "Display an Info window.", "ja": "情報ウィンドウを表示します。" },
      "titles": ["Get Info", "Info", "Show Info"],
      "complements": ["show-inspector"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "I", "shortcut": "Command-I" },
      "defaultEnabled": true,
      "notes": "Command-I has two standard meanings in the HIG (italic, get-info); an app uses whichever fits.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "show-inspector",
      "chord": { "modifiers": ["option", "command"], "key": "I" },
      "match": "exact",
      "system": false,
      "action": { "en": "Display an inspector window.", "ja": "インスペクタウィンドウを表示します。" },
      "titles": ["Show Inspector", "Inspector"],
      "complements": ["get-info"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "I", "shortcut": "Option-Command-I" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "jump-to-selection",
      "chord": { "modifiers": ["command"], "key": "J" },
      "match": "exact",
      "system": false,
      "action": { "en": "Scroll to a selection.", "ja": "選択範囲までスクロールします。" },
      "titles": ["Jump to Selection", "Scroll to Selection"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "J", "shortcut": "Command-J" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "minimize",
      "chord": { "modifiers": ["command"], "key": "M" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Minimize the active window to the Dock.",
        "ja": "アクティブなウィンドウを Dock に最小化します。"
      },
      "titles": ["Minimize"],
      "complements": ["minimize-all"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "M", "shortcut": "Command-M" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "minimize-all",
      "chord": { "modifiers": ["option", "command"], "key": "M" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Minimize all windows of the active app to the Dock.",
        "ja": "アクティブなアプリのすべてのウィンドウを Dock に最小化します。"
      },
      "titles": ["Minimize All"],
      "complements": ["minimize"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "M", "shortcut": "Option-Command-M" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "new",
      "chord": { "modifiers": ["command"], "key": "N" },
      "match": "exact",
      "system": false,
      "action": { "en": "Open a new document.", "ja": "新しい文書を開きます。" },
      "titles": ["New", "New Document", "New Window", "New ‹Item›"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "N", "shortcut": "Command-N" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "open",
      "chord": { "modifiers": ["command"], "key": "O" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Display a dialog for choosing a document to open.",
        "ja": "開くべき文書を選択するためのダイアログを表示します。"
      },
      "titles": ["Open…", "Open ‹Item›…"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "O", "shortcut": "Command-O" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "print",
      "chord": { "modifiers": ["command"], "key": "P" },
      "match": "exact",
      "system": false,
      "action": { "en": "Display the Print dialog.", "ja": "印刷ダイアログを表示します。" },
      "titles": ["Print…", "Print ‹Item›…"],
      "complements": ["page-setup"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "P", "shortcut": "Command-P" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "page-setup",
      "chord": { "modifiers": ["shift", "command"], "key": "P" },
      "match": "exact",
      "system": false,
      "action": { "en": "Display the Page Setup dialog.", "ja": "[ページ設定] ダイアログを表示します。" },
      "titles": ["Page Setup…"],
      "complements": ["print"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "P", "shortcut": "Shift-Command-P" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "quit",
      "chord": { "modifiers": ["command"], "key": "Q" },
      "match": "exact",
      "system": false,
      "action": { "en": "Quit the app.", "ja": "アプリを終了します。" },
      "titles": ["Quit ‹App›"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "Q", "shortcut": "Command-Q" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "log-out",
      "chord": { "modifiers": ["shift", "command"], "key": "Q" },
      "match": "exact",
      "system": true,
      "action": { "en": "Log out the current user.", "ja": "現在のユーザーをログアウトします。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Q", "shortcut": "Shift-Command-Q" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "log-out-without-confirmation",
      "chord": { "modifiers": ["option", "shift", "command"], "key": "Q" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Log out the current user without confirmation.",
        "ja": "確認なしで現在のユーザーをログアウトします。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Q", "shortcut": "Option-Shift-Command-Q" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "save",
      "chord": { "modifiers": ["command"], "key": "S" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Save a new document or save a version of a document.",
        "ja": "新しい文書を保存するか、文書のバージョンを保存します。"
      },
      "titles": ["Save", "Save ‹Item›"],
      "complements": ["save-as"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "S", "shortcut": "Command-S" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "save-as",
      "chord": { "modifiers": ["shift", "command"], "key": "S" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Duplicate the active document or initiate a Save As.",
        "ja": "アクティブな文書を複製するか、「名前を付けて保存」を開始します。"
      },
      "titles": ["Save As…", "Duplicate"],
      "complements": ["save"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "S", "shortcut": "Shift-Command-S" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "show-fonts",
      "chord": { "modifiers": ["command"], "key": "T" },
      "match": "exact",
      "system": false,
      "action": { "en": "Display the Fonts window.", "ja": "フォントウィンドウを表示します。" },
      "titles": ["Show Fonts"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "T", "shortcut": "Command-T" },
      "defaultEnabled": true,
      "notes": "Apple Support lists Command-T as New Tab in tabbed apps; see new-tab.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "toggle-toolbar",
      "chord": { "modifiers": ["option", "command"], "key": "T" },
      "match": "exact",
      "system": false,
      "action": { "en": "Show or hide a toolbar.", "ja": "ツールバーを表示または非表示にします。" },
      "titles": ["Show Toolbar", "Hide Toolbar"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "T", "shortcut": "Option-Command-T" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "underline",
      "chord": { "modifiers": ["command"], "key": "U" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Underline the selected text or turn underlining on or off.",
        "ja": "選択したテキストに下線を引くか、下線のオンとオフを切り替えます。"
      },
      "titles": ["Underline"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "U", "shortcut": "Command-U" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "paste",
      "chord": { "modifiers": ["command"], "key": "V" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Paste the Clipboard contents at the insertion point.",
        "ja": "クリップボードの内容を挿入ポイントにペーストします。"
      },
      "titles": ["Paste"],
      "complements": ["paste-as", "paste-style", "paste-and-match-style", "paste-formatting"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "V", "shortcut": "Command-V" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "paste-as",
      "chord": { "modifiers": ["shift", "command"], "key": "V" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Paste as (Paste as Quotation, for example).",
        "ja": "名前を付けてペースト(たとえば引用としてペースト)。"
      },
      "titles": ["Paste As…", "Paste as Quotation"],
      "complements": ["paste", "paste-style", "paste-and-match-style", "paste-formatting"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "V", "shortcut": "Shift-Command-V" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "paste-style",
      "chord": { "modifiers": ["option", "command"], "key": "V" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Apply the style of one object to the selection.",
        "ja": "1 つのオブジェクトのスタイルを選択範囲に適用します。"
      },
      "titles": ["Paste Style"],
      "complements": ["paste", "paste-as", "paste-and-match-style", "paste-formatting"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "V", "shortcut": "Option-Command-V" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "paste-and-match-style",
      "chord": { "modifiers": ["option", "shift", "command"], "key": "V" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Paste the Clipboard contents at the insertion point and apply the style of the surrounding text to the inserted object.",
        "ja": "クリップボードの内容を挿入ポイントにペーストし、周囲のテキストのスタイルを挿入されたオブジェクトに適用します。"
      },
      "titles": ["Paste and Match Style"],
      "complements": ["paste", "paste-as", "paste-style", "paste-formatting"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "V", "shortcut": "Option-Shift-Command-V" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "paste-formatting",
      "chord": { "modifiers": ["control", "command"], "key": "V" },
      "match": "exact",
      "system": false,
      "action": { "en": "Apply formatting settings to the selection.", "ja": "書式設定を選択範囲に適用します。" },
      "titles": ["Paste Formatting"],
      "complements": ["paste", "paste-as", "paste-style", "paste-and-match-style"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "V", "shortcut": "Control-Command-V" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "close",
      "chord": { "modifiers": ["command"], "key": "W" },
      "match": "exact",
      "system": false,
      "action": { "en": "Close the active window.", "ja": "アクティブなウィンドウを閉じます。" },
      "titles": ["Close", "Close Window", "Close Tab", "Close ‹Item›"],
      "complements": ["close-file", "close-all"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "W", "shortcut": "Command-W" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "close-file",
      "chord": { "modifiers": ["shift", "command"], "key": "W" },
      "match": "exact",
      "system": false,
      "action": { "en": "Close a file and its associated windows.", "ja": "ファイルと関連するウィンドウを閉じます。" },
      "titles": ["Close File", "Close Window"],
      "complements": ["close", "close-all"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "W", "shortcut": "Shift-Command-W" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "close-all",
      "chord": { "modifiers": ["option", "command"], "key": "W" },
      "match": "exact",
      "system": false,
      "action": { "en": "Close all windows in the app.", "ja": "アプリ内のすべてのウィンドウを閉じます。" },
      "titles": ["Close All", "Close All Windows"],
      "complements": ["close", "close-file"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "W", "shortcut": "Option-Command-W" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "cut",
      "chord": { "modifiers": ["command"], "key": "X" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Remove the selection and store on the Clipboard.",
        "ja": "選択範囲を削除してクリップボードに保存します。"
      },
      "titles": ["Cut"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "X", "shortcut": "Command-X" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "undo",
      "chord": { "modifiers": ["command"], "key": "Z" },
      "match": "exact",
      "system": false,
      "action": { "en": "Undo the previous operation.", "ja": "前の操作を取り消します。" },
      "titles": ["Undo"],
      "complements": ["redo"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "Z", "shortcut": "Command-Z" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "redo",
      "chord": { "modifiers": ["shift", "command"], "key": "Z" },
      "match": "exact",
      "system": false,
      "action": {
        "en": "Redo (when Undo and Redo are separate commands rather than toggled using Command-Z).",
        "ja": "やり直し(Command-Z を使用して切り替えるのではなく、取り消しとやり直しが別のコマンドの場合)。"
      },
      "titles": ["Redo"],
      "complements": ["undo"],
      "platforms": ["macOS", "iOS", "iPadOS", "visionOS"],
      "category": "hig-standard",
      "hig": { "table": "reserved", "primaryKey": "Z", "shortcut": "Shift-Command-Z" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "keyboard-layout-roman-script",
      "chord": { "modifiers": ["command"], "key": "RightArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Change the keyboard layout to current layout of Roman script.",
        "ja": "キーボードレイアウトをローマ字体の現在のレイアウトに変更します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Right arrow",
        "shortcut": "Command-Right arrow"
      },
      "defaultEnabled": true,
      "notes": "In text views Command-Right arrow also moves the insertion point to the end of the line (data file).",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "extend-selection-to-line-end",
      "chord": { "modifiers": ["shift", "command"], "key": "RightArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Extend selection to the next semantic unit, typically the end of the current line.",
        "ja": "選択範囲を次の意味単位(通常は現在の行の終わり)まで拡張します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Right arrow",
        "shortcut": "Shift-Command-Right arrow"
      },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "extend-selection-right",
      "chord": { "modifiers": ["shift"], "key": "RightArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Extend selection one character to the right.",
        "ja": "選択範囲を 1 文字右に拡張します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Right arrow", "shortcut": "Shift-Right arrow" },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "extend-selection-to-word-end",
      "chord": { "modifiers": ["option", "shift"], "key": "RightArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Extend selection to the end of the current word, then to the end of the next word.",
        "ja": "選択範囲を現在の単語の末尾まで拡張し、そして次の単語の末尾まで拡張します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Right arrow",
        "shortcut": "Option-Shift-Right arrow"
      },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "move-focus-in-view-right",
      "chord": { "modifiers": ["control"], "key": "RightArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Move focus to another value or cell within a view, such as a table.",
        "ja": "表など、ビュー内の別の値またはセルに焦点を移動します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Right arrow",
        "shortcut": "Control-Right arrow"
      },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "keyboard-layout-system-script",
      "chord": { "modifiers": ["command"], "key": "LeftArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Change the keyboard layout to current layout of system script.",
        "ja": "キーボードレイアウトをシステムスクリプトの現在のレイアウトに変更します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Left arrow", "shortcut": "Command-Left arrow" },
      "defaultEnabled": true,
      "notes": "In text views Command-Left arrow also moves the insertion point to the beginning of the line (data file).",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "extend-selection-to-line-start",
      "chord": { "modifiers": ["shift", "command"], "key": "LeftArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Extend selection to the previous semantic unit, typically the beginning of the current line.",
        "ja": "選択範囲を前の意味単位(通常は現在の行の先頭)まで拡張します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Left arrow",
        "shortcut": "Shift-Command-Left arrow"
      },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "extend-selection-left",
      "chord": { "modifiers": ["shift"], "key": "LeftArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Extend selection one character to the left.", "ja": "選択範囲を 1 文字左に拡張します。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Left arrow", "shortcut": "Shift-Left arrow" },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "extend-selection-to-word-start",
      "chord": { "modifiers": ["option", "shift"], "key": "LeftArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Extend selection to the beginning of the current word, then to the beginning of the previous word.",
        "ja": "選択範囲を現在の単語の先頭に拡張し、次に前の単語の先頭に拡張します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Left arrow",
        "shortcut": "Option-Shift-Left arrow"
      },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "move-focus-in-view-left",
      "chord": { "modifiers": ["control"], "key": "LeftArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Move focus to another value or cell within a view, such as a table.",
        "ja": "表など、ビュー内の別の値またはセルに焦点を移動します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Left arrow", "shortcut": "Control-Left arrow" },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "extend-selection-to-document-start",
      "chord": { "modifiers": ["shift", "command"], "key": "UpArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Extend selection upward in the next semantic unit, typically the beginning of the document.",
        "ja": "次の意味単位(通常は書類の先頭)で選択範囲を上方向に拡張します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Up arrow",
        "shortcut": "Shift-Command-Up arrow"
      },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "extend-selection-up",
      "chord": { "modifiers": ["shift"], "key": "UpArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Extend selection to the line above, to the nearest character boundary at the same horizontal location.",
        "ja": "選択範囲を上の行まで拡張し、水平方向の同じ位置にある最も近い文字境界まで拡張します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Up arrow", "shortcut": "Shift-Up arrow" },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "extend-selection-to-paragraph-start",
      "chord": { "modifiers": ["option", "shift"], "key": "UpArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Extend selection to the beginning of the current paragraph, then to the beginning of the next paragraph.",
        "ja": "選択範囲を現在の段落の先頭まで拡張し、そして次の段落の先頭まで拡張します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Up arrow", "shortcut": "Option-Shift-Up arrow" },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "move-focus-in-view-up",
      "chord": { "modifiers": ["control"], "key": "UpArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Move focus to another value or cell within a view, such as a table.",
        "ja": "表など、ビュー内の別の値またはセルに焦点を移動します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Up arrow", "shortcut": "Control-Up arrow" },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "extend-selection-to-document-end",
      "chord": { "modifiers": ["shift", "command"], "key": "DownArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Extend selection downward in the next semantic unit, typically the end of the document.",
        "ja": "次の意味単位(通常は文章の末尾)で選択範囲を下方向に拡張します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Down arrow",
        "shortcut": "Shift-Command-Down arrow"
      },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "extend-selection-down",
      "chord": { "modifiers": ["shift"], "key": "DownArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Extend selection to the line below, to the nearest character boundary at the same horizontal location.",
        "ja": "選択範囲を下の行まで拡張し、同じ水平方向の位置にある最も近い文字境界まで拡張します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Down arrow", "shortcut": "Shift-Down arrow" },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "extend-selection-to-paragraph-end",
      "chord": { "modifiers": ["option", "shift"], "key": "DownArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Extend selection to the end of the current paragraph, then to the end of the next paragraph (include the paragraph terminator, such as Return, in cut, copy, and paste operations).",
        "ja": "選択範囲を現在の段落の末尾まで拡張し、そして次の段落の末尾まで拡張します(カット、コピー、およびペースト操作では、Return などの段落終末を含みます)。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": {
        "table": "reserved",
        "primaryKey": "Down arrow",
        "shortcut": "Option-Shift-Down arrow"
      },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "move-focus-in-view-down",
      "chord": { "modifiers": ["control"], "key": "DownArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Move focus to another value or cell within a view, such as a table.",
        "ja": "表など、ビュー内の別の値またはセルに焦点を移動します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-system",
      "hig": { "table": "reserved", "primaryKey": "Down arrow", "shortcut": "Control-Down arrow" },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "international-toggle-input-source",
      "chord": { "modifiers": ["control"], "key": "Space" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Toggle between the current and last input source.",
        "ja": "現在の入力ソースと最後の入力ソースを切り替えます。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-international",
      "hig": { "table": "international", "shortcut": "Control-Space" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved international keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 60"
      ]
    },
    {
      "id": "international-next-input-source",
      "chord": { "modifiers": ["control", "option"], "key": "Space" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Switch to the next input source in the list.",
        "ja": "リスト内の次の入力ソースに切り替えます。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-international",
      "hig": { "table": "international", "shortcut": "Control-Option-Space" },
      "defaultEnabled": true,
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved international keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text",
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 61"
      ]
    },
    {
      "id": "international-command-space-with-modifier",
      "chord": { "modifiers": ["command"], "key": "Space" },
      "match": "withAnyExtraModifier",
      "system": true,
      "action": { "en": "Varies. Apple reserved.", "ja": "不定。アップル予約済み。" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-international",
      "hig": { "table": "international", "shortcut": "[Modifier key]-Command-Space" },
      "notes": "Reserves Command-Space combined with any further modifier (Shift, Option, Control, fn); plain Command-Space is the spotlight entry.",
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved international keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "international-keyboard-layout-roman-script",
      "chord": { "modifiers": ["command"], "key": "RightArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Change keyboard layout to current layout of Roman script.",
        "ja": "キーボードレイアウトをローマ字体の現在のレイアウトに変更します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-international",
      "hig": { "table": "international", "shortcut": "Command-Right arrow" },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved international keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "international-keyboard-layout-system-script",
      "chord": { "modifiers": ["command"], "key": "LeftArrow" },
      "match": "exact",
      "system": true,
      "action": {
        "en": "Change keyboard layout to current layout of system script.",
        "ja": "キーボードレイアウトをシステムスクリプトの現在のレイアウトに変更します。"
      },
      "titles": [],
      "platforms": ["macOS"],
      "category": "hig-international",
      "hig": { "table": "international", "shortcut": "Command-Left arrow" },
      "sources": [
        "seed 000_48cf527f1d019b5f.txt — Reserved international keyboard shortcuts",
        "seed 001_4155cac1ab27618e.txt — Japanese action text"
      ]
    },
    {
      "id": "macos-globe-emoji-and-symbols",
      "chord": { "modifiers": ["fn"], "key": "E" },
      "match": "exact",
      "system": true,
      "action": { "en": "Character Viewer (Emoji & Symbols)" },
      "titles": ["Emoji & Symbols"],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); al3xandru/til mac/globe-fn-shortcuts.md"
      ]
    },
    {
      "id": "macos-sleep-displays",
      "chord": { "modifiers": ["control", "shift"], "key": "Power" },
      "match": "exact",
      "system": true,
      "action": { "en": "Put displays to sleep (keyboards without Touch ID)" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "macos-shut-down-dialog",
      "chord": { "modifiers": ["control"], "key": "Power" },
      "match": "exact",
      "system": true,
      "action": { "en": "Restart/Sleep/Shut down dialog (keyboards without Touch ID)" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "macos-force-restart",
      "chord": { "modifiers": ["control", "command"], "key": "Power" },
      "match": "exact",
      "system": true,
      "action": { "en": "Force restart" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "macos-quit-all-and-shut-down",
      "chord": { "modifiers": ["control", "option", "command"], "key": "Power" },
      "match": "exact",
      "system": true,
      "action": { "en": "Quit all apps, then shut down" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "macos-sleep",
      "chord": { "modifiers": ["option", "command"], "key": "Power" },
      "match": "exact",
      "system": true,
      "action": { "en": "Sleep" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "macos-lock-screen",
      "chord": { "modifiers": ["control", "command"], "key": "Q" },
      "match": "exact",
      "system": true,
      "action": { "en": "Lock screen" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "macos-screenshot-toolbar",
      "chord": { "modifiers": ["shift", "command"], "key": "5" },
      "match": "exact",
      "system": true,
      "action": { "en": "Screenshot & screen-recording toolbar" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "macOS 10.14 Mojave",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) ('In macOS Mojave or later'); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 184"
      ]
    },
    {
      "id": "macos-screenshot-touch-bar-to-file",
      "chord": { "modifiers": ["shift", "command"], "key": "6" },
      "match": "exact",
      "system": true,
      "action": { "en": "Screenshot of Touch Bar to file" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "notes": "Only on Touch Bar Macs; a 2026 third-party README reports a newer macOS maps Shift-Command-6 to 'Ask Siri about selected area' (index hit, unverified)",
      "sources": [
        "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 181"
      ]
    },
    {
      "id": "macos-screenshot-touch-bar-to-clipboard",
      "chord": { "modifiers": ["control", "shift", "command"], "key": "6" },
      "match": "exact",
      "system": true,
      "action": { "en": "Screenshot of Touch Bar to clipboard" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 182"
      ]
    },
    {
      "id": "macos-mission-control",
      "chord": { "modifiers": ["control"], "key": "UpArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Mission Control" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 32"
      ]
    },
    {
      "id": "macos-application-windows",
      "chord": { "modifiers": ["control"], "key": "DownArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Application windows (App Exposé)" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 33"
      ]
    },
    {
      "id": "macos-move-left-a-space",
      "chord": { "modifiers": ["control"], "key": "LeftArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Move left a Space" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "notes": "HIG lists Control-arrows as in-view focus movement; System Settings binds them to Spaces",
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 79; doublecmd/doublecmd#766"
      ]
    },
    {
      "id": "macos-move-right-a-space",
      "chord": { "modifiers": ["control"], "key": "RightArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Move right a Space" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 81; doublecmd/doublecmd#766"
      ]
    },
    {
      "id": "macos-switch-to-desktop-1",
      "chord": { "modifiers": ["control"], "key": "1" },
      "match": "exact",
      "system": false,
      "action": { "en": "Switch to Desktop 1" },
      "titles": ["Switch to Desktop 1"],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": false,
      "notes": "Appears only when that Desktop exists; shown disabled in the SYS dump",
      "sources": [
        "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 118; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "macos-switch-to-desktop-2",
      "chord": { "modifiers": ["control"], "key": "2" },
      "match": "exact",
      "system": false,
      "action": { "en": "Switch to Desktop 2" },
      "titles": ["Switch to Desktop 2"],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": false,
      "notes": "Appears only when that Desktop exists; shown disabled in the SYS dump",
      "sources": [
        "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 119; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "macos-switch-to-desktop-3",
      "chord": { "modifiers": ["control"], "key": "3" },
      "match": "exact",
      "system": false,
      "action": { "en": "Switch to Desktop 3" },
      "titles": ["Switch to Desktop 3"],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": false,
      "notes": "Appears only when that Desktop exists; shown disabled in the SYS dump",
      "sources": [
        "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 120; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "macos-switch-to-desktop-4",
      "chord": { "modifiers": ["control"], "key": "4" },
      "match": "exact",
      "system": false,
      "action": { "en": "Switch to Desktop 4" },
      "titles": ["Switch to Desktop 4"],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": false,
      "notes": "Appears only when that Desktop exists; shown disabled in the SYS dump",
      "sources": [
        "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 121; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "macos-switch-to-desktop-5",
      "chord": { "modifiers": ["control"], "key": "5" },
      "match": "exact",
      "system": false,
      "action": { "en": "Switch to Desktop 5" },
      "titles": ["Switch to Desktop 5"],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": false,
      "notes": "Appears only when that Desktop exists; shown disabled in the SYS dump",
      "sources": [
        "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 122; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "macos-switch-to-desktop-6",
      "chord": { "modifiers": ["control"], "key": "6" },
      "match": "exact",
      "system": false,
      "action": { "en": "Switch to Desktop 6" },
      "titles": ["Switch to Desktop 6"],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": false,
      "notes": "Appears only when that Desktop exists; shown disabled in the SYS dump",
      "sources": [
        "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 123; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "macos-switch-to-desktop-7",
      "chord": { "modifiers": ["control"], "key": "7" },
      "match": "exact",
      "system": false,
      "action": { "en": "Switch to Desktop 7" },
      "titles": ["Switch to Desktop 7"],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": false,
      "notes": "Appears only when that Desktop exists; shown disabled in the SYS dump",
      "sources": [
        "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 124; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "macos-switch-to-desktop-8",
      "chord": { "modifiers": ["control"], "key": "8" },
      "match": "exact",
      "system": false,
      "action": { "en": "Switch to Desktop 8" },
      "titles": ["Switch to Desktop 8"],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": false,
      "notes": "Appears only when that Desktop exists; shown disabled in the SYS dump",
      "sources": [
        "com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 125; macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "macos-decrease-display-brightness",
      "chord": { "modifiers": [], "key": "F14" },
      "match": "exact",
      "system": true,
      "action": { "en": "Decrease display brightness" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 53"
      ]
    },
    {
      "id": "macos-increase-display-brightness",
      "chord": { "modifiers": [], "key": "F15" },
      "match": "exact",
      "system": true,
      "action": { "en": "Increase display brightness" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 54"
      ]
    },
    {
      "id": "macos-quick-note",
      "chord": { "modifiers": ["fn"], "key": "Q" },
      "match": "exact",
      "system": true,
      "action": { "en": "Quick Note" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 190; al3xandru/til mac/globe-fn-shortcuts.md"
      ]
    },
    {
      "id": "macos-focus-status-menus",
      "chord": { "modifiers": ["control"], "key": "F8" },
      "match": "exact",
      "system": true,
      "action": { "en": "Move focus to status menus" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt); macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 57"
      ]
    },
    {
      "id": "macos-show-contextual-menu",
      "chord": { "modifiers": ["control"], "key": "Return" },
      "match": "exact",
      "system": true,
      "action": { "en": "Show contextual menu" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 159"
      ]
    },
    {
      "id": "macos-accessibility-shortcuts",
      "chord": { "modifiers": ["option", "command"], "key": "F5" },
      "match": "exact",
      "system": true,
      "action": { "en": "Show Accessibility controls" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 162"
      ]
    },
    {
      "id": "macos-toggle-zoom-image-smoothing",
      "chord": { "modifiers": ["option", "command"], "key": "\\" },
      "match": "exact",
      "system": false,
      "action": { "en": "Turn Zoom image smoothing on/off" },
      "titles": ["Turn Image Smoothing On/Off"],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": false,
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md); com.apple.symbolichotkeys id table (saltanovas/dotfiles .config/osx/hotkeys.md) id 23"
      ]
    },
    {
      "id": "macos-globe-focus-dock",
      "chord": { "modifiers": ["fn"], "key": "A" },
      "match": "exact",
      "system": true,
      "action": { "en": "Focus the Dock" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": ["al3xandru/til mac/globe-fn-shortcuts.md"]
    },
    {
      "id": "macos-control-center",
      "chord": { "modifiers": ["fn"], "key": "C" },
      "match": "exact",
      "system": true,
      "action": { "en": "Open Control Center" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": ["al3xandru/til mac/globe-fn-shortcuts.md"]
    },
    {
      "id": "macos-dictation",
      "chord": { "modifiers": ["fn"], "key": "D" },
      "match": "exact",
      "system": true,
      "action": { "en": "Start Dictation" },
      "titles": ["Start Dictation…"],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": ["al3xandru/til mac/globe-fn-shortcuts.md"]
    },
    {
      "id": "macos-globe-full-screen",
      "chord": { "modifiers": ["fn"], "key": "F" },
      "match": "exact",
      "system": true,
      "action": { "en": "Toggle full screen" },
      "titles": ["Enter Full Screen", "Exit Full Screen"],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": ["al3xandru/til mac/globe-fn-shortcuts.md"]
    },
    {
      "id": "macos-globe-show-desktop",
      "chord": { "modifiers": ["fn"], "key": "H" },
      "match": "exact",
      "system": true,
      "action": { "en": "Hide windows / show desktop" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": ["al3xandru/til mac/globe-fn-shortcuts.md"]
    },
    {
      "id": "macos-globe-focus-apple-menu",
      "chord": { "modifiers": ["fn"], "key": "M" },
      "match": "exact",
      "system": true,
      "action": { "en": "Focus the Apple menu" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": ["al3xandru/til mac/globe-fn-shortcuts.md"]
    },
    {
      "id": "macos-notification-center",
      "chord": { "modifiers": ["fn"], "key": "N" },
      "match": "exact",
      "system": true,
      "action": { "en": "Show Notification Center" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": ["al3xandru/til mac/globe-fn-shortcuts.md"]
    },
    {
      "id": "macos-launchpad",
      "chord": { "modifiers": ["shift", "fn"], "key": "A" },
      "match": "exact",
      "system": true,
      "action": { "en": "Open Launchpad" },
      "titles": [],
      "platforms": ["macOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": ["al3xandru/til mac/globe-fn-shortcuts.md"]
    },
    {
      "id": "macos-window-fill",
      "chord": { "modifiers": ["control", "fn"], "key": "F" },
      "match": "exact",
      "system": true,
      "action": { "en": "Window: Fill" },
      "titles": ["Fill"],
      "platforms": ["macOS"],
      "category": "system-menu",
      "defaultEnabled": true,
      "since": "macOS 15 Sequoia",
      "notes": "Inserted by AppKit into the app's Window > Move & Resize menu, not a symbolic hotkey: CopySymbolicHotKeys-based validators do not see it; a main-menu scan does",
      "sources": [
        "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md"
      ]
    },
    {
      "id": "macos-window-center",
      "chord": { "modifiers": ["control", "fn"], "key": "C" },
      "match": "exact",
      "system": true,
      "action": { "en": "Window: Center" },
      "titles": ["Center"],
      "platforms": ["macOS"],
      "category": "system-menu",
      "defaultEnabled": true,
      "since": "macOS 15 Sequoia",
      "notes": "Inserted by AppKit into the app's Window > Move & Resize menu, not a symbolic hotkey: CopySymbolicHotKeys-based validators do not see it; a main-menu scan does",
      "sources": [
        "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md"
      ]
    },
    {
      "id": "macos-window-return-to-previous-size",
      "chord": { "modifiers": ["control", "fn"], "key": "R" },
      "match": "exact",
      "system": true,
      "action": { "en": "Window: Return to Previous Size" },
      "titles": ["Return to Previous Size"],
      "platforms": ["macOS"],
      "category": "system-menu",
      "defaultEnabled": true,
      "since": "macOS 15 Sequoia",
      "notes": "Inserted by AppKit into the app's Window > Move & Resize menu, not a symbolic hotkey: CopySymbolicHotKeys-based validators do not see it; a main-menu scan does",
      "sources": [
        "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md"
      ]
    },
    {
      "id": "macos-window-tile-left",
      "chord": { "modifiers": ["control", "fn"], "key": "LeftArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Window: Tile Left Half" },
      "titles": ["Left"],
      "platforms": ["macOS"],
      "category": "system-menu",
      "defaultEnabled": true,
      "since": "macOS 15 Sequoia",
      "notes": "Inserted by AppKit into the app's Window > Move & Resize menu, not a symbolic hotkey: CopySymbolicHotKeys-based validators do not see it; a main-menu scan does",
      "sources": [
        "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md"
      ]
    },
    {
      "id": "macos-window-tile-right",
      "chord": { "modifiers": ["control", "fn"], "key": "RightArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Window: Tile Right Half" },
      "titles": ["Right"],
      "platforms": ["macOS"],
      "category": "system-menu",
      "defaultEnabled": true,
      "since": "macOS 15 Sequoia",
      "notes": "Inserted by AppKit into the app's Window > Move & Resize menu, not a symbolic hotkey: CopySymbolicHotKeys-based validators do not see it; a main-menu scan does",
      "sources": [
        "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md"
      ]
    },
    {
      "id": "macos-window-tile-top",
      "chord": { "modifiers": ["control", "fn"], "key": "UpArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Window: Tile Top Half" },
      "titles": ["Top"],
      "platforms": ["macOS"],
      "category": "system-menu",
      "defaultEnabled": true,
      "since": "macOS 15 Sequoia",
      "notes": "Inserted by AppKit into the app's Window > Move & Resize menu, not a symbolic hotkey: CopySymbolicHotKeys-based validators do not see it; a main-menu scan does",
      "sources": [
        "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md"
      ]
    },
    {
      "id": "macos-window-tile-bottom",
      "chord": { "modifiers": ["control", "fn"], "key": "DownArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Window: Tile Bottom Half" },
      "titles": ["Bottom"],
      "platforms": ["macOS"],
      "category": "system-menu",
      "defaultEnabled": true,
      "since": "macOS 15 Sequoia",
      "notes": "Inserted by AppKit into the app's Window > Move & Resize menu, not a symbolic hotkey: CopySymbolicHotKeys-based validators do not see it; a main-menu scan does",
      "sources": [
        "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift; qmk/qmk_firmware docs/features/globe_key.md"
      ]
    },
    {
      "id": "macos-window-arrange-left-and-right",
      "chord": { "modifiers": ["control", "shift", "fn"], "key": "LeftArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Window: Arrange Left and Right" },
      "titles": ["Left & Right"],
      "platforms": ["macOS"],
      "category": "system-menu",
      "defaultEnabled": true,
      "since": "macOS 15 Sequoia",
      "sources": [
        "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift"
      ]
    },
    {
      "id": "macos-window-arrange-right-and-left",
      "chord": { "modifiers": ["control", "shift", "fn"], "key": "RightArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Window: Arrange Right and Left" },
      "titles": ["Right & Left"],
      "platforms": ["macOS"],
      "category": "system-menu",
      "defaultEnabled": true,
      "since": "macOS 15 Sequoia",
      "sources": [
        "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift"
      ]
    },
    {
      "id": "macos-window-arrange-top-and-bottom",
      "chord": { "modifiers": ["control", "shift", "fn"], "key": "UpArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Window: Arrange Top and Bottom" },
      "titles": ["Top & Bottom"],
      "platforms": ["macOS"],
      "category": "system-menu",
      "defaultEnabled": true,
      "since": "macOS 15 Sequoia",
      "sources": [
        "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift"
      ]
    },
    {
      "id": "macos-window-arrange-bottom-and-top",
      "chord": { "modifiers": ["control", "shift", "fn"], "key": "DownArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Window: Arrange Bottom and Top" },
      "titles": ["Bottom & Top"],
      "platforms": ["macOS"],
      "category": "system-menu",
      "defaultEnabled": true,
      "since": "macOS 15 Sequoia",
      "sources": [
        "davidpangsw/shortcuts keyboard-shortcuts-all.md (Windows section); macOS 15 origin: zed-industries/zed#12948 and rxhanson/Rectangle Rectangle/Utilities/MacTilingDefaults.swift"
      ]
    },
    {
      "id": "services-search-man-page-index",
      "chord": { "modifiers": ["shift", "command"], "key": "A" },
      "match": "exact",
      "system": false,
      "action": { "en": "Services: Search man Page Index in Terminal" },
      "titles": ["Search man Page Index in Terminal"],
      "platforms": ["macOS"],
      "category": "services",
      "defaultEnabled": true,
      "notes": "Services shortcuts are per-user and app menu key equivalents take precedence; JetBrains flags them as system conflicts (XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "services-open-man-page",
      "chord": { "modifiers": ["shift", "command"], "key": "M" },
      "match": "exact",
      "system": false,
      "action": { "en": "Services: Open man Page in Terminal" },
      "titles": ["Open man Page in Terminal"],
      "platforms": ["macOS"],
      "category": "services",
      "defaultEnabled": true,
      "notes": "Services shortcuts are per-user and app menu key equivalents take precedence; JetBrains flags them as system conflicts (XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "services-search-with-google",
      "chord": { "modifiers": ["shift", "command"], "key": "L" },
      "match": "exact",
      "system": false,
      "action": { "en": "Services: Search With Google" },
      "titles": ["Search With Google"],
      "platforms": ["macOS"],
      "category": "services",
      "defaultEnabled": true,
      "notes": "Services shortcuts are per-user and app menu key equivalents take precedence; JetBrains flags them as system conflicts (XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "services-make-new-sticky-note",
      "chord": { "modifiers": ["shift", "command"], "key": "Y" },
      "match": "exact",
      "system": false,
      "action": { "en": "Services: Make New Sticky Note" },
      "titles": ["Make New Sticky Note"],
      "platforms": ["macOS"],
      "category": "services",
      "defaultEnabled": true,
      "notes": "Services shortcuts are per-user and app menu key equivalents take precedence; JetBrains flags them as system conflicts (XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "services-convert-to-traditional-chinese",
      "chord": { "modifiers": ["control", "shift", "command"], "key": "C" },
      "match": "exact",
      "system": false,
      "action": { "en": "Services: Convert Text to Traditional Chinese" },
      "titles": ["Convert Text to Traditional Chinese"],
      "platforms": ["macOS"],
      "category": "services",
      "defaultEnabled": true,
      "notes": "Services shortcuts are per-user and app menu key equivalents take precedence; JetBrains flags them as system conflicts (XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "services-convert-to-simplified-chinese",
      "chord": { "modifiers": ["control", "option", "shift", "command"], "key": "C" },
      "match": "exact",
      "system": false,
      "action": { "en": "Services: Convert Text to Simplified Chinese" },
      "titles": ["Convert Text to Simplified Chinese"],
      "platforms": ["macOS"],
      "category": "services",
      "defaultEnabled": true,
      "notes": "Services shortcuts are per-user and app menu key equivalents take precedence; JetBrains flags them as system conflicts (XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "services-spotlight",
      "chord": { "modifiers": ["shift", "command"], "key": "F" },
      "match": "exact",
      "system": false,
      "action": { "en": "Services: Spotlight (search selection)" },
      "titles": ["Spotlight"],
      "platforms": ["macOS"],
      "category": "services",
      "defaultEnabled": false,
      "notes": "Services shortcuts are per-user and app menu key equivalents take precedence; JetBrains flags them as system conflicts (XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "services-send-file-to-bluetooth-device",
      "chord": { "modifiers": ["shift", "command"], "key": "B" },
      "match": "exact",
      "system": false,
      "action": { "en": "Services: Send File To Bluetooth Device" },
      "titles": ["Send File To Bluetooth Device"],
      "platforms": ["macOS"],
      "category": "services",
      "defaultEnabled": false,
      "notes": "Services shortcuts are per-user and app menu key equivalents take precedence; JetBrains flags them as system conflicts (XIYO/en-us.posts posts/tools/ide/intellij/solution-intellij-shortcut-conflict.md)",
      "sources": [
        "macOS System Settings > Keyboard > Keyboard Shortcuts dump (davidpangsw/shortcuts raw/macos/system-settings/keyboard/keyboard-shortcuts-all.md)"
      ]
    },
    {
      "id": "text-move-to-line-start",
      "chord": { "modifiers": ["control"], "key": "A" },
      "match": "exact",
      "system": false,
      "action": { "en": "Move to beginning of line/paragraph" },
      "titles": ["Move to Beginning of Line", "Move to Beginning of Paragraph"],
      "platforms": ["macOS"],
      "category": "text-editing",
      "defaultEnabled": true,
      "notes": "Active in any Cocoa text view; Control-letter app shortcuts shadow these while text has focus",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)"
      ]
    },
    {
      "id": "text-move-to-line-end",
      "chord": { "modifiers": ["control"], "key": "E" },
      "match": "exact",
      "system": false,
      "action": { "en": "Move to end of line/paragraph" },
      "titles": ["Move to End of Line", "Move to End of Paragraph"],
      "platforms": ["macOS"],
      "category": "text-editing",
      "defaultEnabled": true,
      "notes": "Active in any Cocoa text view; Control-letter app shortcuts shadow these while text has focus",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)"
      ]
    },
    {
      "id": "text-move-forward",
      "chord": { "modifiers": ["control"], "key": "F" },
      "match": "exact",
      "system": false,
      "action": { "en": "Move one character forward" },
      "titles": ["Move Forward a Character"],
      "platforms": ["macOS"],
      "category": "text-editing",
      "defaultEnabled": true,
      "notes": "Active in any Cocoa text view; Control-letter app shortcuts shadow these while text has focus",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)"
      ]
    },
    {
      "id": "text-move-backward",
      "chord": { "modifiers": ["control"], "key": "B" },
      "match": "exact",
      "system": false,
      "action": { "en": "Move one character backward" },
      "titles": ["Move Backward a Character"],
      "platforms": ["macOS"],
      "category": "text-editing",
      "defaultEnabled": true,
      "notes": "Active in any Cocoa text view; Control-letter app shortcuts shadow these while text has focus",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)"
      ]
    },
    {
      "id": "text-move-up",
      "chord": { "modifiers": ["control"], "key": "P" },
      "match": "exact",
      "system": false,
      "action": { "en": "Move up one line" },
      "titles": ["Move Up a Line"],
      "platforms": ["macOS"],
      "category": "text-editing",
      "defaultEnabled": true,
      "notes": "Active in any Cocoa text view; Control-letter app shortcuts shadow these while text has focus",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)"
      ]
    },
    {
      "id": "text-move-down",
      "chord": { "modifiers": ["control"], "key": "N" },
      "match": "exact",
      "system": false,
      "action": { "en": "Move down one line" },
      "titles": ["Move Down a Line"],
      "platforms": ["macOS"],
      "category": "text-editing",
      "defaultEnabled": true,
      "notes": "Active in any Cocoa text view; Control-letter app shortcuts shadow these while text has focus",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)"
      ]
    },
    {
      "id": "text-delete-forward",
      "chord": { "modifiers": ["control"], "key": "D" },
      "match": "exact",
      "system": false,
      "action": { "en": "Delete character to the right" },
      "titles": ["Delete Forward a Character"],
      "platforms": ["macOS"],
      "category": "text-editing",
      "defaultEnabled": true,
      "notes": "Active in any Cocoa text view; Control-letter app shortcuts shadow these while text has focus",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)"
      ]
    },
    {
      "id": "text-delete-backward",
      "chord": { "modifiers": ["control"], "key": "H" },
      "match": "exact",
      "system": false,
      "action": { "en": "Delete character to the left" },
      "titles": ["Delete Backward a Character"],
      "platforms": ["macOS"],
      "category": "text-editing",
      "defaultEnabled": true,
      "notes": "Active in any Cocoa text view; Control-letter app shortcuts shadow these while text has focus",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)"
      ]
    },
    {
      "id": "text-delete-to-paragraph-end",
      "chord": { "modifiers": ["control"], "key": "K" },
      "match": "exact",
      "system": false,
      "action": { "en": "Kill to end of paragraph" },
      "titles": ["Delete to End of Paragraph", "Kill"],
      "platforms": ["macOS"],
      "category": "text-editing",
      "defaultEnabled": true,
      "notes": "Active in any Cocoa text view; Control-letter app shortcuts shadow these while text has focus",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)"
      ]
    },
    {
      "id": "text-yank",
      "chord": { "modifiers": ["control"], "key": "Y" },
      "match": "exact",
      "system": false,
      "action": { "en": "Yank killed text" },
      "titles": ["Yank"],
      "platforms": ["macOS"],
      "category": "text-editing",
      "defaultEnabled": true,
      "notes": "Active in any Cocoa text view; Control-letter app shortcuts shadow these while text has focus",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)"
      ]
    },
    {
      "id": "text-center-selection-in-view",
      "chord": { "modifiers": ["control"], "key": "L" },
      "match": "exact",
      "system": false,
      "action": { "en": "Center cursor/selection in view" },
      "titles": ["Center Selection in Visible Area"],
      "platforms": ["macOS"],
      "category": "text-editing",
      "defaultEnabled": true,
      "notes": "Active in any Cocoa text view; Control-letter app shortcuts shadow these while text has focus",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)"
      ]
    },
    {
      "id": "text-insert-newline-after",
      "chord": { "modifiers": ["control"], "key": "O" },
      "match": "exact",
      "system": false,
      "action": { "en": "Insert new line after insertion point" },
      "titles": ["Open Line"],
      "platforms": ["macOS"],
      "category": "text-editing",
      "defaultEnabled": true,
      "notes": "Active in any Cocoa text view; Control-letter app shortcuts shadow these while text has focus",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)"
      ]
    },
    {
      "id": "text-transpose",
      "chord": { "modifiers": ["control"], "key": "T" },
      "match": "exact",
      "system": false,
      "action": { "en": "Transpose characters" },
      "titles": ["Transpose"],
      "platforms": ["macOS"],
      "category": "text-editing",
      "defaultEnabled": true,
      "notes": "Active in any Cocoa text view; Control-letter app shortcuts shadow these while text has focus",
      "sources": [
        "Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt) (text.txt)"
      ]
    },
    {
      "id": "new-tab",
      "chord": { "modifiers": ["command"], "key": "T" },
      "match": "exact",
      "system": false,
      "action": { "en": "Open a new tab (Safari, Finder, Terminal)." },
      "titles": ["New Tab"],
      "platforms": ["macOS"],
      "category": "standard-app",
      "defaultEnabled": true,
      "notes": "Split from the data item 'Show Fonts window (HIG) / New tab (Support)': the HIG meaning is merged into show-fonts; Apple Support's New Tab is kept as a second standard meaning of Command-T, as the HIG itself lists two meanings for Command-I (italic, get-info).",
      "sources": [
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "cancel-operation",
      "chord": { "modifiers": ["command"], "key": "." },
      "match": "exact",
      "system": false,
      "action": { "en": "Cancel operation" },
      "titles": ["Cancel", "Stop"],
      "platforms": ["macOS"],
      "category": "standard-app",
      "defaultEnabled": true,
      "sources": [
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "back",
      "chord": { "modifiers": ["command"], "key": "[" },
      "match": "exact",
      "system": false,
      "action": { "en": "Go back to the previous page or location (Safari, Finder)." },
      "titles": ["Back"],
      "platforms": ["macOS"],
      "category": "standard-app",
      "defaultEnabled": true,
      "notes": "The data file labels Command-[ 'Left-align selection (HIG) / Back (browsers)'. The HIG's left-align row is Command-{, which is Shift-Command-[ (see align-left), so only the Back meaning belongs to Command-[.",
      "sources": [
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "forward",
      "chord": { "modifiers": ["command"], "key": "]" },
      "match": "exact",
      "system": false,
      "action": { "en": "Go forward to the next page or location (Safari, Finder)." },
      "titles": ["Forward"],
      "platforms": ["macOS"],
      "category": "standard-app",
      "defaultEnabled": true,
      "notes": "The data file labels Command-] 'Right-align selection', citing the HIG, but the HIG's right-align row is Command-}, which is Shift-Command-] (see align-right). The Forward meaning, the counterpart of Command-[ Back, is ours, not the data file's.",
      "sources": [
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "cancel",
      "chord": { "modifiers": [], "key": "Esc" },
      "match": "exact",
      "system": false,
      "action": { "en": "Cancel current action" },
      "titles": ["Cancel"],
      "platforms": ["macOS"],
      "category": "standard-app",
      "defaultEnabled": true,
      "sources": [
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "new-folder",
      "chord": { "modifiers": ["shift", "command"], "key": "N" },
      "match": "exact",
      "system": false,
      "action": { "en": "New folder (Finder)" },
      "titles": ["New Folder"],
      "platforms": ["macOS"],
      "category": "standard-app",
      "defaultEnabled": true,
      "sources": [
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "new-folder-with-selection",
      "chord": { "modifiers": ["control", "command"], "key": "N" },
      "match": "exact",
      "system": false,
      "action": { "en": "New folder with selection (Finder)" },
      "titles": ["New Folder with Selection"],
      "platforms": ["macOS"],
      "category": "standard-app",
      "defaultEnabled": true,
      "sources": [
        "Apple HIG 'Keyboards' https://developer.apple.com/design/human-interface-guidelines/keyboards (copy: raintree-technology/apple-hig-skills skills/hig-inputs/references/keyboards.md); Apple Support 'Mac keyboard shortcuts' https://support.apple.com/en-us/102650 (copy: davidpangsw/shortcuts raw/support.apple.com/mac-keyboard-shortcuts/{copy,sleep,accessibility,text}.txt)"
      ]
    },
    {
      "id": "ipados-home-screen",
      "chord": { "modifiers": ["command"], "key": "H" },
      "match": "exact",
      "system": true,
      "action": { "en": "Go to Home Screen" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md"
      ]
    },
    {
      "id": "ipados-search",
      "chord": { "modifiers": ["command"], "key": "Space" },
      "match": "exact",
      "system": true,
      "action": { "en": "Show/hide Search" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md"
      ]
    },
    {
      "id": "ipados-app-switcher-next",
      "chord": { "modifiers": ["command"], "key": "Tab" },
      "match": "exact",
      "system": true,
      "action": { "en": "Switch to next most recently used app" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md"
      ]
    },
    {
      "id": "ipados-screenshot",
      "chord": { "modifiers": ["shift", "command"], "key": "3" },
      "match": "exact",
      "system": true,
      "action": { "en": "Take a screenshot" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md"
      ]
    },
    {
      "id": "ipados-screenshot-and-markup",
      "chord": { "modifiers": ["shift", "command"], "key": "4" },
      "match": "exact",
      "system": true,
      "action": { "en": "Take a screenshot and open Markup" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "sources": [
        "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md"
      ]
    },
    {
      "id": "ipados-toggle-dock",
      "chord": { "modifiers": ["option", "command"], "key": "D" },
      "match": "exact",
      "system": true,
      "action": { "en": "Show/hide the Dock" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "notes": "Older iPadOS; Globe-A is the iPadOS 15+ equivalent",
      "sources": [
        "Apple Support HT211096 'Use keyboard shortcuts on iPad' (quoted in code-search excerpt) + niklas-heer/dotfiles notes/iPad/README.md"
      ]
    },
    {
      "id": "ipados-globe-home-screen",
      "chord": { "modifiers": ["fn"], "key": "H" },
      "match": "exact",
      "system": true,
      "action": { "en": "Go to Home Screen (Globe-H)" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "sources": [
        "Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-quick-note",
      "chord": { "modifiers": ["fn"], "key": "Q" },
      "match": "exact",
      "system": true,
      "action": { "en": "Quick Note (Globe-Q)" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "sources": [
        "Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-control-center",
      "chord": { "modifiers": ["fn"], "key": "C" },
      "match": "exact",
      "system": true,
      "action": { "en": "Control Center (Globe-C)" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "sources": [
        "Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-focus-next-visible-app",
      "chord": { "modifiers": ["fn"], "key": "`" },
      "match": "exact",
      "system": true,
      "action": { "en": "Move focus between visible apps (Split View/Slide Over)" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "sources": ["Macworld (US) Aug 2021 p.56 (issuhub.com/view/index/38994?pageIndex=56)"]
    },
    {
      "id": "ipados-next-window",
      "chord": { "modifiers": ["command"], "key": "`" },
      "match": "exact",
      "system": true,
      "action": { "en": "Next window of the current app" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "sources": ["Macworld (US) Aug 2021 p.56 (issuhub.com/view/index/38994?pageIndex=56)"]
    },
    {
      "id": "ipados-show-dock",
      "chord": { "modifiers": ["fn"], "key": "A" },
      "match": "exact",
      "system": true,
      "action": { "en": "Show Dock" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-app-library",
      "chord": { "modifiers": ["shift", "fn"], "key": "A" },
      "match": "exact",
      "system": true,
      "action": { "en": "Show App Library" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-siri",
      "chord": { "modifiers": ["fn"], "key": "S" },
      "match": "exact",
      "system": true,
      "action": { "en": "Siri" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-notification-center",
      "chord": { "modifiers": ["fn"], "key": "N" },
      "match": "exact",
      "system": true,
      "action": { "en": "Notification Center" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-app-switcher",
      "chord": { "modifiers": ["fn"], "key": "UpArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "App Switcher / show all windows" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-previous-app",
      "chord": { "modifiers": ["fn"], "key": "LeftArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Previous app" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-next-app",
      "chord": { "modifiers": ["fn"], "key": "RightArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Next app" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-full-screen",
      "chord": { "modifiers": ["fn"], "key": "F" },
      "match": "exact",
      "system": true,
      "action": { "en": "Enter full screen (from Split View/Slide Over)" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-split-view-left",
      "chord": { "modifiers": ["command", "fn"], "key": "LeftArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Split View left" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-split-view-right",
      "chord": { "modifiers": ["command", "fn"], "key": "RightArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Split View right" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-replace-split-view-app",
      "chord": { "modifiers": ["control", "fn"], "key": "DownArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Replace app in Split View" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-slide-over-left",
      "chord": { "modifiers": ["option", "fn"], "key": "LeftArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Slide Over left" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-slide-over-right",
      "chord": { "modifiers": ["option", "fn"], "key": "RightArrow" },
      "match": "exact",
      "system": true,
      "action": { "en": "Slide Over right" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    },
    {
      "id": "ipados-toggle-slide-over",
      "chord": { "modifiers": ["fn"], "key": "\\" },
      "match": "exact",
      "system": true,
      "action": { "en": "Hide/show Slide Over" },
      "titles": [],
      "platforms": ["iPadOS"],
      "category": "system-global",
      "defaultEnabled": true,
      "since": "iPadOS 15",
      "notes": "Multitasking layout shortcuts changed again with iPadOS 26 windowing; verify per OS version",
      "sources": [
        "secondary: code-search excerpt of personal 'My Hotkeys::iPad' notes (repository not named by the index); verify on device; Globe-key era per Six Colors 'Think globally: the iPad's new universal keyboard shortcuts' (2021-06) quoted in ldstep/ldstephensnet content/blog/link-post-think-globally-the-ipads-new-universal-keyboard-shortcuts.md"
      ]
    }
  ]
}

"""##
}
