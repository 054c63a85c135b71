// swift-format-ignore-file
// (generated code: formatting it would only make the generator and the file disagree)
// Generated from Resources/messages/*.yml by Sources/ReservedTableGenerator — do not edit.
// Regenerate from the package root: swift run generate-messages

extension Message {
    /// `name.title`: "{title}"
    package static func nameTitle(title: MessageArgument) -> Message {
        Message(id: "name.title", arguments: [title])
    }

    /// `name.id`: '{id}'
    package static func nameId(id: MessageArgument) -> Message {
        Message(id: "name.id", arguments: [id])
    }

    /// `name.entry`: entry {number}
    package static func nameEntry(number: MessageArgument) -> Message {
        Message(id: "name.entry", arguments: [number])
    }

    /// `name.untitled-shortcut`: an untitled shortcut
    package static func nameUntitledShortcut() -> Message {
        Message(id: "name.untitled-shortcut", arguments: [])
    }

    /// `name.untitled-menu-item`: an untitled menu item
    package static func nameUntitledMenuItem() -> Message {
        Message(id: "name.untitled-menu-item", arguments: [])
    }

    /// `quoted`: "{text}"
    package static func quoted(text: MessageArgument) -> Message {
        Message(id: "quoted", arguments: [text])
    }

    /// `verbatim`: {text}
    package static func verbatim(text: MessageArgument) -> Message {
        Message(id: "verbatim", arguments: [text])
    }

    /// `input.manifest`: The manifest
    package static func inputManifest() -> Message {
        Message(id: "input.manifest", arguments: [])
    }

    /// `input.interface-builder`: The Interface Builder file
    package static func inputInterfaceBuilder() -> Message {
        Message(id: "input.interface-builder", arguments: [])
    }

    /// `input.source-code`: The source file
    package static func inputSourceCode() -> Message {
        Message(id: "input.source-code", arguments: [])
    }

    /// `stroke-of-sequence`: {chord} ({symbols}), a stroke of {shortcut},
    package static func strokeOfSequence(chord: MessageArgument, symbols: MessageArgument, shortcut: MessageArgument) -> Message {
        Message(id: "stroke-of-sequence", arguments: [chord, symbols, shortcut])
    }

    /// `list.and`: {first} and {second}
    package static func listAnd(first: MessageArgument, second: MessageArgument) -> Message {
        Message(id: "list.and", arguments: [first, second])
    }

    /// `list.comma`: {first}, {second}
    package static func listComma(first: MessageArgument, second: MessageArgument) -> Message {
        Message(id: "list.comma", arguments: [first, second])
    }

    /// `list.slash`: {first} / {second}
    package static func listSlash(first: MessageArgument, second: MessageArgument) -> Message {
        Message(id: "list.slash", arguments: [first, second])
    }

    /// `language.display`: {name} ({code})
    package static func languageDisplay(name: MessageArgument, code: MessageArgument) -> Message {
        Message(id: "language.display", arguments: [name, code])
    }

    /// `language.menu`: the {language} menu
    package static func languageMenu(language: MessageArgument) -> Message {
        Message(id: "language.menu", arguments: [language])
    }

    /// `remedy.or`: , or {remedy}
    package static func remedyOr(remedy: MessageArgument) -> Message {
        Message(id: "remedy.or", arguments: [remedy])
    }

    /// `remedy.deliberate-in-manifest`: add 'allow: [{rule}]' to the entry
    package static func remedyDeliberateInManifest(rule: MessageArgument) -> Message {
        Message(id: "remedy.deliberate-in-manifest", arguments: [rule])
    }

    /// `remedy.deliberate-in-code`: mark it deliberate with '// shortcut-lint: allow {rule}' above the shortcut
    package static func remedyDeliberateInCode(rule: MessageArgument) -> Message {
        Message(id: "remedy.deliberate-in-code", arguments: [rule])
    }

    /// `remedy.deliberate-in-menu`: mark it deliberate with '<!-- shortcut-lint: allow {rule} -->' above the menu item
    package static func remedyDeliberateInMenu(rule: MessageArgument) -> Message {
        Message(id: "remedy.deliberate-in-menu", arguments: [rule])
    }

    /// `remedy.separate-scopes`: give the entries different 'when' scopes
    package static func remedySeparateScopes() -> Message {
        Message(id: "remedy.separate-scopes", arguments: [])
    }

    /// `remedy.add-to-menu-in-manifest`: add 'menu:' naming the menu where the command appears
    package static func remedyAddToMenuInManifest() -> Message {
        Message(id: "remedy.add-to-menu-in-manifest", arguments: [])
    }

    /// `remedy.add-to-menu-in-code`: add the command to a menu as well (SwiftUI 'commands', UIKit 'buildMenu(with:)', an 'NSMen
    package static func remedyAddToMenuInCode() -> Message {
        Message(id: "remedy.add-to-menu-in-code", arguments: [])
    }

    /// `remedy.add-to-menu-in-menu`: put the item in a menu of the menu bar
    package static func remedyAddToMenuInMenu() -> Message {
        Message(id: "remedy.add-to-menu-in-menu", arguments: [])
    }

    /// `remedy.confine-in-manifest`: confine the shortcut to the view that handles it with 'when:'
    package static func remedyConfineInManifest() -> Message {
        Message(id: "remedy.confine-in-manifest", arguments: [])
    }

    /// `remedy.confine-in-code`: handle the key in the view that needs it rather than app-wide
    package static func remedyConfineInCode() -> Message {
        Message(id: "remedy.confine-in-code", arguments: [])
    }

    /// `remedy.discoverability-title-in-manifest`: add 'discoverabilityTitle: {title}'
    package static func remedyDiscoverabilityTitleInManifest(title: MessageArgument) -> Message {
        Message(id: "remedy.discoverability-title-in-manifest", arguments: [title])
    }

    /// `remedy.discoverability-title-in-code`: give a UIKit key command the 'discoverabilityTitle' "{title}"
    package static func remedyDiscoverabilityTitleInCode(title: MessageArgument) -> Message {
        Message(id: "remedy.discoverability-title-in-code", arguments: [title])
    }

    /// `suppression.expected-allow`: expected 'allow' after 'shortcut-lint:', found {found}
    package static func suppressionExpectedAllow(found: MessageArgument) -> Message {
        Message(id: "suppression.expected-allow", arguments: [found])
    }

    /// `suppression.found-word`: '{word}'
    package static func suppressionFoundWord(word: MessageArgument) -> Message {
        Message(id: "suppression.found-word", arguments: [word])
    }

    /// `suppression.found-nothing`: nothing
    package static func suppressionFoundNothing() -> Message {
        Message(id: "suppression.found-nothing", arguments: [])
    }

    /// `suppression.no-rule`: 'allow' names no rule
    package static func suppressionNoRule() -> Message {
        Message(id: "suppression.no-rule", arguments: [])
    }

    /// `control-modifier`: {stroke} in {name} uses Control ({count} of {total} custom {total, plural, one {shortcut} 
    package static func controlModifier(stroke: MessageArgument, name: MessageArgument, count: MessageArgument, total: MessageArgument, percent: MessageArgument) -> Message {
        Message(id: "control-modifier", arguments: [stroke, name, count, total, percent])
    }

    /// `discoverability-title.loses-context`: {name, capitalized} sits in the {menu} submenu, but {interface} lists items without submen
    package static func discoverabilityTitleLosesContext(name: MessageArgument, menu: MessageArgument, interface: MessageArgument, title: MessageArgument, alternative: MessageArgument) -> Message {
        Message(id: "discoverability-title.loses-context", arguments: [name, menu, interface, title, alternative])
    }

    /// `discoverability-title.ipad-interface`: the iPad shortcut interface
    package static func discoverabilityTitleIpadInterface() -> Message {
        Message(id: "discoverability-title.ipad-interface", arguments: [])
    }

    /// `discoverability-title.vision-interface`: the Apple Vision Pro shortcut interface
    package static func discoverabilityTitleVisionInterface() -> Message {
        Message(id: "discoverability-title.vision-interface", arguments: [])
    }

    /// `discoverability-title.remedy`: {remedy}, or 
    package static func discoverabilityTitleRemedy(remedy: MessageArgument) -> Message {
        Message(id: "discoverability-title.remedy", arguments: [remedy])
    }

    /// `duplicate-shortcut.same-chord`: {shortcut} of {name} is already the shortcut of {other} {place} in the same scope{ofMenu};
    package static func duplicateShortcutSameChord(shortcut: MessageArgument, name: MessageArgument, other: MessageArgument, place: MessageArgument, ofMenu: MessageArgument, alternative: MessageArgument) -> Message {
        Message(id: "duplicate-shortcut.same-chord", arguments: [shortcut, name, other, place, ofMenu, alternative])
    }

    /// `duplicate-shortcut.same-command`: {shortcut} of {name} is already the shortcut of {other} {place}{inMenu}, the same command;
    package static func duplicateShortcutSameCommand(shortcut: MessageArgument, name: MessageArgument, other: MessageArgument, place: MessageArgument, inMenu: MessageArgument, alternative: MessageArgument) -> Message {
        Message(id: "duplicate-shortcut.same-command", arguments: [shortcut, name, other, place, inMenu, alternative])
    }

    /// `duplicate-shortcut.first-stroke`: {shorter} of {shorterName} is the first stroke of {longer} of {longerName} {place}{inMenu}
    package static func duplicateShortcutFirstStroke(shorter: MessageArgument, shorterName: MessageArgument, longer: MessageArgument, longerName: MessageArgument, place: MessageArgument, inMenu: MessageArgument) -> Message {
        Message(id: "duplicate-shortcut.first-stroke", arguments: [shorter, shorterName, longer, longerName, place, inMenu])
    }

    /// `duplicate-shortcut.conditional`: {shortcut} of {name} is the shortcut of {other} {place} too whenever both are added: each 
    package static func duplicateShortcutConditional(shortcut: MessageArgument, name: MessageArgument, other: MessageArgument, place: MessageArgument) -> Message {
        Message(id: "duplicate-shortcut.conditional", arguments: [shortcut, name, other, place])
    }

    /// `duplicate-shortcut.uppercase-input`: {shortcut} of {name} is the shortcut of {other} {place} too if the capital-letter input of
    package static func duplicateShortcutUppercaseInput(shortcut: MessageArgument, name: MessageArgument, other: MessageArgument, place: MessageArgument, which: MessageArgument) -> Message {
        Message(id: "duplicate-shortcut.uppercase-input", arguments: [shortcut, name, other, place, which])
    }

    /// `duplicate-shortcut.agent-app`: {shortcut} of {name} is already the shortcut of {other} {place} in an agent app ('LSUIElem
    package static func duplicateShortcutAgentApp(shortcut: MessageArgument, name: MessageArgument, other: MessageArgument, place: MessageArgument) -> Message {
        Message(id: "duplicate-shortcut.agent-app", arguments: [shortcut, name, other, place])
    }

    /// `duplicate-shortcut.place-line`: (line {line})
    package static func duplicateShortcutPlaceLine(line: MessageArgument) -> Message {
        Message(id: "duplicate-shortcut.place-line", arguments: [line])
    }

    /// `duplicate-shortcut.place-file`: in {path}:{line}, another file of {app}
    package static func duplicateShortcutPlaceFile(path: MessageArgument, line: MessageArgument, app: MessageArgument) -> Message {
        Message(id: "duplicate-shortcut.place-file", arguments: [path, line, app])
    }

    /// `duplicate-shortcut.in-menu`:  in {menu}
    package static func duplicateShortcutInMenu(menu: MessageArgument) -> Message {
        Message(id: "duplicate-shortcut.in-menu", arguments: [menu])
    }

    /// `duplicate-shortcut.of-menu`:  of {menu}
    package static func duplicateShortcutOfMenu(menu: MessageArgument) -> Message {
        Message(id: "duplicate-shortcut.of-menu", arguments: [menu])
    }

    /// `globe-modifier`: {stroke} in {name} uses the Globe key; the system builds its own shortcuts on Globe and ma
    package static func globeModifier(stroke: MessageArgument, name: MessageArgument) -> Message {
        Message(id: "globe-modifier", arguments: [stroke, name])
    }

    /// `invalid-shortcut.not-a-shortcut`: {key} of {name} is not a shortcut: {error}; write modifiers and a key, such as Shift-Comma
    package static func invalidShortcutNotAShortcut(key: MessageArgument, name: MessageArgument, error: MessageArgument) -> Message {
        Message(id: "invalid-shortcut.not-a-shortcut", arguments: [key, name, error])
    }

    /// `invalid-shortcut.the-key`: The key
    package static func invalidShortcutTheKey() -> Message {
        Message(id: "invalid-shortcut.the-key", arguments: [])
    }

    /// `layout-dependent-key.digit`: {stroke} in {name} combines {modifiers} with a digit; many keyboard layouts need modifiers
    package static func layoutDependentKeyDigit(stroke: MessageArgument, name: MessageArgument, modifiers: MessageArgument) -> Message {
        Message(id: "layout-dependent-key.digit", arguments: [stroke, name, modifiers])
    }

    /// `layout-dependent-key.punctuation`: {stroke} in {name} combines {modifiers} with a punctuation key; many keyboard layouts need
    package static func layoutDependentKeyPunctuation(stroke: MessageArgument, name: MessageArgument, modifiers: MessageArgument) -> Message {
        Message(id: "layout-dependent-key.punctuation", arguments: [stroke, name, modifiers])
    }

    /// `localization-drift.changed`: {shortcut} of {name} in {menu} is not the base menu's {baseShortcut} for the same item ({b
    package static func localizationDriftChanged(shortcut: MessageArgument, name: MessageArgument, menu: MessageArgument, baseShortcut: MessageArgument, baseName: MessageArgument, path: MessageArgument, line: MessageArgument, baseChord: MessageArgument, alternative: MessageArgument) -> Message {
        Message(id: "localization-drift.changed", arguments: [shortcut, name, menu, baseShortcut, baseName, path, line, baseChord, alternative])
    }

    /// `localization-drift.added`: {shortcut} of {name} in {menu} is a shortcut the same item in the base menu ({baseName}, {
    package static func localizationDriftAdded(shortcut: MessageArgument, name: MessageArgument, menu: MessageArgument, baseName: MessageArgument, path: MessageArgument, line: MessageArgument, alternative: MessageArgument) -> Message {
        Message(id: "localization-drift.added", arguments: [shortcut, name, menu, baseName, path, line, alternative])
    }

    /// `localization-drift.lost`: {name} in {menu} has no shortcut, where the base menu has {baseShortcut} for the same item
    package static func localizationDriftLost(name: MessageArgument, menu: MessageArgument, baseShortcut: MessageArgument, baseName: MessageArgument, path: MessageArgument, line: MessageArgument, baseChord: MessageArgument) -> Message {
        Message(id: "localization-drift.lost", arguments: [name, menu, baseShortcut, baseName, path, line, baseChord])
    }

    /// `missing-modifier.function-key`: {stroke} in {name} is a function key with no modifier; Mac keyboards send brightness, volu
    package static func missingModifierFunctionKey(stroke: MessageArgument, name: MessageArgument) -> Message {
        Message(id: "missing-modifier.function-key", arguments: [stroke, name])
    }

    /// `missing-modifier.character-key`: {stroke} in {name} has no modifier; a bare character key fires whenever people type it and
    package static func missingModifierCharacterKey(stroke: MessageArgument, name: MessageArgument) -> Message {
        Message(id: "missing-modifier.character-key", arguments: [stroke, name])
    }

    /// `missing-modifier.bare-key`: {stroke} in {name} has no modifier; a shortcut combines its key with modifiers, Esc being 
    package static func missingModifierBareKey(stroke: MessageArgument, name: MessageArgument) -> Message {
        Message(id: "missing-modifier.bare-key", arguments: [stroke, name])
    }

    /// `modifier-order`: Modifiers in {shortcut} are out of order; the HIG lists them Control, Option, Shift, Comma
    package static func modifierOrder(shortcut: MessageArgument, fixed: MessageArgument) -> Message {
        Message(id: "modifier-order", arguments: [shortcut, fixed])
    }

    /// `navigation-key.tab`: {stroke} in {name} takes Tab, which moves focus among focus groups in full keyboard access
    package static func navigationKeyTab(stroke: MessageArgument, name: MessageArgument, alternative: MessageArgument) -> Message {
        Message(id: "navigation-key.tab", arguments: [stroke, name, alternative])
    }

    /// `navigation-key.arrow`: {stroke} in {name} takes an arrow key, which moves focus within a focus group in full keyb
    package static func navigationKeyArrow(stroke: MessageArgument, name: MessageArgument, alternative: MessageArgument) -> Message {
        Message(id: "navigation-key.arrow", arguments: [stroke, name, alternative])
    }

    /// `navigation-key.text-arrow`: {stroke} in {name} takes an arrow key that {moves}; as a menu shortcut it stops doing that
    package static func navigationKeyTextArrow(stroke: MessageArgument, name: MessageArgument, moves: MessageArgument, alternative: MessageArgument) -> Message {
        Message(id: "navigation-key.text-arrow", arguments: [stroke, name, moves, alternative])
    }

    /// `navigation-key.moves-by-word`: moves the insertion point by word or paragraph in every text field and text view of the ap
    package static func navigationKeyMovesByWord() -> Message {
        Message(id: "navigation-key.moves-by-word", arguments: [])
    }

    /// `navigation-key.extends-by-word`: extends the selection by word or paragraph in every text field and text view of the app
    package static func navigationKeyExtendsByWord() -> Message {
        Message(id: "navigation-key.extends-by-word", arguments: [])
    }

    /// `navigation-key.extends-selection`: extends the selection in every text field, text view and list of the app
    package static func navigationKeyExtendsSelection() -> Message {
        Message(id: "navigation-key.extends-selection", arguments: [])
    }

    /// `navigation-key.voiceover-arrow`: {stroke} in {name} takes a VoiceOver command: Control-Option is VoiceOver's modifier (VO),
    package static func navigationKeyVoiceoverArrow(stroke: MessageArgument, name: MessageArgument, alternative: MessageArgument) -> Message {
        Message(id: "navigation-key.voiceover-arrow", arguments: [stroke, name, alternative])
    }

    /// `option-modifier`: {shortcut} in {name} uses Option, and {count} of {total} custom {total, plural, one {short
    package static func optionModifier(shortcut: MessageArgument, name: MessageArgument, count: MessageArgument, total: MessageArgument, percent: MessageArgument, limit: MessageArgument) -> Message {
        Message(id: "option-modifier", arguments: [shortcut, name, count, total, percent, limit])
    }

    /// `option-types-character.types-character`: {stroke} in {name} holds only {modifiers} with a character key; on macOS that types a char
    package static func optionTypesCharacterTypesCharacter(stroke: MessageArgument, name: MessageArgument, modifiers: MessageArgument, typed: MessageArgument) -> Message {
        Message(id: "option-types-character.types-character", arguments: [stroke, name, modifiers, typed])
    }

    /// `option-types-character.typed`:  (Option-{key} types {character} on a US keyboard)
    package static func optionTypesCharacterTyped(key: MessageArgument, character: MessageArgument) -> Message {
        Message(id: "option-types-character.typed", arguments: [key, character])
    }

    /// `option-types-character.accent`: an accent
    package static func optionTypesCharacterAccent() -> Message {
        Message(id: "option-types-character.accent", arguments: [])
    }

    /// `prefer-command`: {stroke} in {name} has no Command; most standard shortcuts use Command, so people look for
    package static func preferCommand(stroke: MessageArgument, name: MessageArgument) -> Message {
        Message(id: "prefer-command", arguments: [stroke, name])
    }

    /// `repurposed-standard.takes-standard`: {written} takes {owner} {names} shortcut ({action, clause}) for another command; people ex
    package static func repurposedStandardTakesStandard(written: MessageArgument, owner: MessageArgument, names: MessageArgument, action: MessageArgument, remedy: MessageArgument) -> Message {
        Message(id: "repurposed-standard.takes-standard", arguments: [written, owner, names, action, remedy])
    }

    /// `repurposed-standard.takes-behavior`: {written} takes a key that {behavior, clause}{condition}; as a menu shortcut for another c
    package static func repurposedStandardTakesBehavior(written: MessageArgument, behavior: MessageArgument, condition: MessageArgument, remedy: MessageArgument) -> Message {
        Message(id: "repurposed-standard.takes-behavior", arguments: [written, behavior, condition, remedy])
    }

    /// `repurposed-standard.takes-standard-beside`: {written} takes {owner} {names} shortcut ({action, clause}) for another command, in an app
    package static func repurposedStandardTakesStandardBeside(written: MessageArgument, owner: MessageArgument, names: MessageArgument, action: MessageArgument, evidence: MessageArgument, remedy: MessageArgument) -> Message {
        Message(id: "repurposed-standard.takes-standard-beside", arguments: [written, owner, names, action, evidence, remedy])
    }

    /// `repurposed-standard.takes-standard-unused`: {written} takes {owner} {names} shortcut ({action, clause}) for another command. The app s
    package static func repurposedStandardTakesStandardUnused(written: MessageArgument, owner: MessageArgument, names: MessageArgument, action: MessageArgument, remedy: MessageArgument) -> Message {
        Message(id: "repurposed-standard.takes-standard-unused", arguments: [written, owner, names, action, remedy])
    }

    /// `repurposed-standard.takes-behavior-beside`: {written} takes a key that {behavior, clause}{condition}, in an app that has {evidence}: a
    package static func repurposedStandardTakesBehaviorBeside(written: MessageArgument, behavior: MessageArgument, condition: MessageArgument, evidence: MessageArgument, remedy: MessageArgument, also: MessageArgument) -> Message {
        Message(id: "repurposed-standard.takes-behavior-beside", arguments: [written, behavior, condition, evidence, remedy, also])
    }

    /// `repurposed-standard.takes-behavior-unused`: {written} takes a key that {behavior, clause}{condition}. The app shows no text editing, s
    package static func repurposedStandardTakesBehaviorUnused(written: MessageArgument, behavior: MessageArgument, condition: MessageArgument, remedy: MessageArgument, also: MessageArgument) -> Message {
        Message(id: "repurposed-standard.takes-behavior-unused", arguments: [written, behavior, condition, remedy, also])
    }

    /// `repurposed-standard.evidence`: {name} (line {line})
    package static func repurposedStandardEvidence(name: MessageArgument, line: MessageArgument) -> Message {
        Message(id: "repurposed-standard.evidence", arguments: [name, line])
    }

    /// `repurposed-standard.evidence-elsewhere`: {name} ({place})
    package static func repurposedStandardEvidenceElsewhere(name: MessageArgument, place: MessageArgument) -> Message {
        Message(id: "repurposed-standard.evidence-elsewhere", arguments: [name, place])
    }

    /// `repurposed-standard.also-keys`:  The same goes for {keys}.
    package static func repurposedStandardAlsoKeys(keys: MessageArgument) -> Message {
        Message(id: "repurposed-standard.also-keys", arguments: [keys])
    }

    /// `repurposed-standard.key-in`: {symbols} in {name}
    package static func repurposedStandardKeyIn(symbols: MessageArgument, name: MessageArgument) -> Message {
        Message(id: "repurposed-standard.key-in", arguments: [symbols, name])
    }

    /// `repurposed-standard.written`: {shortcut} in {name}
    package static func repurposedStandardWritten(shortcut: MessageArgument, name: MessageArgument) -> Message {
        Message(id: "repurposed-standard.written", arguments: [shortcut, name])
    }

    /// `repurposed-standard.written-first-stroke`: {first} ({symbols}), the first stroke of {shortcut} in {name},
    package static func repurposedStandardWrittenFirstStroke(first: MessageArgument, symbols: MessageArgument, shortcut: MessageArgument, name: MessageArgument) -> Message {
        Message(id: "repurposed-standard.written-first-stroke", arguments: [first, symbols, shortcut, name])
    }

    /// `repurposed-standard.owner-standard`: the standard
    package static func repurposedStandardOwnerStandard() -> Message {
        Message(id: "repurposed-standard.owner-standard", arguments: [])
    }

    /// `repurposed-standard.owner-house`: your house table's
    package static func repurposedStandardOwnerHouse() -> Message {
        Message(id: "repurposed-standard.owner-house", arguments: [])
    }

    /// `repurposed-standard.and-condition`:  (and {condition})
    package static func repurposedStandardAndCondition(condition: MessageArgument) -> Message {
        Message(id: "repurposed-standard.and-condition", arguments: [condition])
    }

    /// `repurposed-standard.add-repurposes`: add 'repurposes: {id}'
    package static func repurposedStandardAddRepurposes(id: MessageArgument) -> Message {
        Message(id: "repurposed-standard.add-repurposes", arguments: [id])
    }

    /// `repurposed-standard.unknown-id`: 'repurposes: {id}' in {name} names no reserved shortcut; 'shortcut-lint reserved {symbols}
    package static func repurposedStandardUnknownId(id: MessageArgument, name: MessageArgument, symbols: MessageArgument) -> Message {
        Message(id: "repurposed-standard.unknown-id", arguments: [id, name, symbols])
    }

    /// `repurposed-standard.other-chord`: 'repurposes: {id}' in {name} names {row} ({rowSymbols}), but the entry's key is {shortcut}
    package static func repurposedStandardOtherChord(id: MessageArgument, name: MessageArgument, row: MessageArgument, rowSymbols: MessageArgument, shortcut: MessageArgument) -> Message {
        Message(id: "repurposed-standard.other-chord", arguments: [id, name, row, rowSymbols, shortcut])
    }

    /// `shortcut-only-action.untitled`: , and with no title it is missing from the shortcut interface
    package static func shortcutOnlyActionUntitled() -> Message {
        Message(id: "shortcut-only-action.untitled", arguments: [])
    }

    /// `shortcut-only-action.touch`: {name, capitalized} is in no menu the linter read; a virtual keyboard has no shortcuts, so
    package static func shortcutOnlyActionTouch(name: MessageArgument, platforms: MessageArgument, untitled: MessageArgument, remedy: MessageArgument) -> Message {
        Message(id: "shortcut-only-action.touch", arguments: [name, platforms, untitled, remedy])
    }

    /// `shortcut-only-action.mac`: {name, capitalized} is in no menu; people discover Mac shortcuts in the menu bar, so this 
    package static func shortcutOnlyActionMac(name: MessageArgument, remedy: MessageArgument) -> Message {
        Message(id: "shortcut-only-action.mac", arguments: [name, remedy])
    }

    /// `system-reserved.by-system`: {stroke} in {name} is reserved by {platforms}: {action, sentence} The system takes it befo
    package static func systemReservedBySystem(stroke: MessageArgument, name: MessageArgument, platforms: MessageArgument, action: MessageArgument) -> Message {
        Message(id: "system-reserved.by-system", arguments: [stroke, name, platforms, action])
    }

    /// `system-reserved.conditionally`: {stroke} in {name} is reserved by {platforms} under a condition ({condition}): {action, se
    package static func systemReservedConditionally(stroke: MessageArgument, name: MessageArgument, platforms: MessageArgument, condition: MessageArgument, action: MessageArgument) -> Message {
        Message(id: "system-reserved.conditionally", arguments: [stroke, name, platforms, condition, action])
    }

    /// `system-reserved.depending-on-settings`: depending on settings
    package static func systemReservedDependingOnSettings() -> Message {
        Message(id: "system-reserved.depending-on-settings", arguments: [])
    }

    /// `system-reserved.by-house-table`: {stroke} in {name} is reserved by your house table (row '{row}'): {action, sentence} Choos
    package static func systemReservedByHouseTable(stroke: MessageArgument, name: MessageArgument, row: MessageArgument, action: MessageArgument) -> Message {
        Message(id: "system-reserved.by-house-table", arguments: [stroke, name, row, action])
    }

    /// `too-many-custom`: {input} declares {count} custom shortcuts, more than {limit}; too many app-specific shortc
    package static func tooManyCustom(input: MessageArgument, count: MessageArgument, limit: MessageArgument) -> Message {
        Message(id: "too-many-custom", arguments: [input, count, limit])
    }

    /// `two-character-key.shift-with-upper`: {shortcut} in {name} writes Shift together with {upper}, which already implies it, as menu
    package static func twoCharacterKeyShiftWithUpper(shortcut: MessageArgument, name: MessageArgument, upper: MessageArgument, fixed: MessageArgument) -> Message {
        Message(id: "two-character-key.shift-with-upper", arguments: [shortcut, name, upper, fixed])
    }

    /// `two-character-key.shift-with-lower`: {shortcut} in {name} writes Shift with {lower}, the key's lower character; with Shift the 
    package static func twoCharacterKeyShiftWithLower(shortcut: MessageArgument, name: MessageArgument, lower: MessageArgument, upper: MessageArgument, fixed: MessageArgument) -> Message {
        Message(id: "two-character-key.shift-with-lower", arguments: [shortcut, name, lower, upper, fixed])
    }

    /// `unrelated-shift-variant.unrelated`: {shortcut} in {name} is {base} ({baseSymbols}), {what}, plus {added}; people expect such a
    package static func unrelatedShiftVariantUnrelated(shortcut: MessageArgument, name: MessageArgument, base: MessageArgument, baseSymbols: MessageArgument, what: MessageArgument, added: MessageArgument, remedy: MessageArgument) -> Message {
        Message(id: "unrelated-shift-variant.unrelated", arguments: [shortcut, name, base, baseSymbols, what, added, remedy])
    }

    /// `unrelated-shift-variant.standard`: the standard {command} shortcut
    package static func unrelatedShiftVariantStandard(command: MessageArgument) -> Message {
        Message(id: "unrelated-shift-variant.standard", arguments: [command])
    }

    /// `unrelated-shift-variant.entry`: the shortcut of {other} (line {line})
    package static func unrelatedShiftVariantEntry(other: MessageArgument, line: MessageArgument) -> Message {
        Message(id: "unrelated-shift-variant.entry", arguments: [other, line])
    }

    /// `unrelated-shift-variant.add-complements`: add 'complements: {id}'
    package static func unrelatedShiftVariantAddComplements(id: MessageArgument) -> Message {
        Message(id: "unrelated-shift-variant.add-complements", arguments: [id])
    }

    /// `unrelated-shift-variant.add-id-and-complements`: add an 'id' to that entry and 'complements: <its id>' here
    package static func unrelatedShiftVariantAddIdAndComplements() -> Message {
        Message(id: "unrelated-shift-variant.add-id-and-complements", arguments: [])
    }

    /// `unrelated-shift-variant.unknown-complements`: 'complements: {id}' in {name} names no entry id and no reserved shortcut, so it relates no
    package static func unrelatedShiftVariantUnknownComplements(id: MessageArgument, name: MessageArgument) -> Message {
        Message(id: "unrelated-shift-variant.unknown-complements", arguments: [id, name])
    }

    /// `unsupported-platform`: watchOS has no keyboard shortcuts (the HIG: “Not supported in watchOS”), so nothing declar
    package static func unsupportedPlatform() -> Message {
        Message(id: "unsupported-platform", arguments: [])
    }

    /// `unused-suppression.unknown-rule`: '{id}' is not a rule id, so it suppresses nothing; {hint}.
    package static func unusedSuppressionUnknownRule(id: MessageArgument, hint: MessageArgument) -> Message {
        Message(id: "unused-suppression.unknown-rule", arguments: [id, hint])
    }

    /// `unused-suppression.write`: write '{id}'
    package static func unusedSuppressionWrite(id: MessageArgument) -> Message {
        Message(id: "unused-suppression.write", arguments: [id])
    }

    /// `unused-suppression.list-rules`: 'shortcut-lint rules' lists the rule ids
    package static func unusedSuppressionListRules() -> Message {
        Message(id: "unused-suppression.list-rules", arguments: [])
    }

    /// `unused-suppression.unsuppressible`: '{id}' cannot be suppressed, because nothing else can be checked without it; fix the probl
    package static func unusedSuppressionUnsuppressible(id: MessageArgument) -> Message {
        Message(id: "unused-suppression.unsuppressible", arguments: [id])
    }

    /// `unused-suppression.unused`: {name, capitalized} allows '{id}' but triggers no {id} finding; a stale suppression would 
    package static func unusedSuppressionUnused(name: MessageArgument, id: MessageArgument, place: MessageArgument) -> Message {
        Message(id: "unused-suppression.unused", arguments: [name, id, place])
    }

    /// `unused-suppression.the-comment`: the comment
    package static func unusedSuppressionTheComment() -> Message {
        Message(id: "unused-suppression.the-comment", arguments: [])
    }

    /// `unused-suppression.the-allow-list`: the allow list
    package static func unusedSuppressionTheAllowList() -> Message {
        Message(id: "unused-suppression.the-allow-list", arguments: [])
    }

    /// `unused-suppression.not-a-suppression`: This shortcut-lint comment is not a suppression ({problem}), so it suppresses nothing; wri
    package static func unusedSuppressionNotASuppression(problem: MessageArgument) -> Message {
        Message(id: "unused-suppression.not-a-suppression", arguments: [problem])
    }

    /// `unused-suppression.on-no-entry`: This shortcut-lint comment is on no shortcut entry, so it suppresses nothing; put it on on
    package static func unusedSuppressionOnNoEntry() -> Message {
        Message(id: "unused-suppression.on-no-entry", arguments: [])
    }

    /// `syntax.unsupported-yaml`: unsupported YAML feature: {feature}
    package static func syntaxUnsupportedYaml(feature: MessageArgument) -> Message {
        Message(id: "syntax.unsupported-yaml", arguments: [feature])
    }

    /// `kind.null-value`: null
    package static func kindNullValue() -> Message {
        Message(id: "kind.null-value", arguments: [])
    }

    /// `kind.boolean`: a boolean
    package static func kindBoolean() -> Message {
        Message(id: "kind.boolean", arguments: [])
    }

    /// `kind.number`: a number
    package static func kindNumber() -> Message {
        Message(id: "kind.number", arguments: [])
    }

    /// `kind.string`: a string
    package static func kindString() -> Message {
        Message(id: "kind.string", arguments: [])
    }

    /// `kind.list`: a list
    package static func kindList() -> Message {
        Message(id: "kind.list", arguments: [])
    }

    /// `kind.mapping`: a mapping
    package static func kindMapping() -> Message {
        Message(id: "kind.mapping", arguments: [])
    }

    /// `strings.binary-plist`: a binary property list, which is not read
    package static func stringsBinaryPlist() -> Message {
        Message(id: "strings.binary-plist", arguments: [])
    }

    /// `strings.ends-before-brace`: the file ends before the closing '}}'
    package static func stringsEndsBeforeBrace() -> Message {
        Message(id: "strings.ends-before-brace", arguments: [])
    }

    /// `strings.text-after-brace`: text after the closing '}}'
    package static func stringsTextAfterBrace() -> Message {
        Message(id: "strings.text-after-brace", arguments: [])
    }

    /// `strings.semicolon`: expected ';' after an entry
    package static func stringsSemicolon() -> Message {
        Message(id: "strings.semicolon", arguments: [])
    }

    /// `strings.ends-expecting-string`: the file ends where a string was expected
    package static func stringsEndsExpectingString() -> Message {
        Message(id: "strings.ends-expecting-string", arguments: [])
    }

    /// `strings.string-expected`: expected a string, found '{character}'
    package static func stringsStringExpected(character: MessageArgument) -> Message {
        Message(id: "strings.string-expected", arguments: [character])
    }

    /// `strings.unclosed-string`: a string opened on line {line} is never closed
    package static func stringsUnclosedString(line: MessageArgument) -> Message {
        Message(id: "strings.unclosed-string", arguments: [line])
    }

    /// `strings.not-strings-plist`: an XML file that is not a property list of strings
    package static func stringsNotStringsPlist() -> Message {
        Message(id: "strings.not-strings-plist", arguments: [])
    }

    /// `encoding.wide`: {name} ({order})
    package static func encodingWide(name: MessageArgument, order: MessageArgument) -> Message {
        Message(id: "encoding.wide", arguments: [name, order])
    }

    /// `encoding.little-endian`: little-endian
    package static func encodingLittleEndian() -> Message {
        Message(id: "encoding.little-endian", arguments: [])
    }

    /// `encoding.big-endian`: big-endian
    package static func encodingBigEndian() -> Message {
        Message(id: "encoding.big-endian", arguments: [])
    }

    /// `encoding.not-utf8`: the file is {encoding} encoded, not UTF-8; save it as UTF-8
    package static func encodingNotUtf8(encoding: MessageArgument) -> Message {
        Message(id: "encoding.not-utf8", arguments: [encoding])
    }

    /// `encoding.invalid-byte`: the file is not valid UTF-8: byte 0x{byte} does not start a character; save it as UTF-8
    package static func encodingInvalidByte(byte: MessageArgument) -> Message {
        Message(id: "encoding.invalid-byte", arguments: [byte])
    }

    /// `yaml.bad-indentation`: bad indentation: this line is indented more than the entries above it (column {column}) bu
    package static func yamlBadIndentation(column: MessageArgument) -> Message {
        Message(id: "yaml.bad-indentation", arguments: [column])
    }

    /// `yaml.key-found-sequence-entry`: expected a mapping key, found a sequence entry '-'
    package static func yamlKeyFoundSequenceEntry() -> Message {
        Message(id: "yaml.key-found-sequence-entry", arguments: [])
    }

    /// `yaml.key-after-properties`: expected a mapping key after these properties, on the same line
    package static func yamlKeyAfterProperties() -> Message {
        Message(id: "yaml.key-after-properties", arguments: [])
    }

    /// `yaml.key-found-block-scalar`: expected a mapping key, found a block scalar
    package static func yamlKeyFoundBlockScalar() -> Message {
        Message(id: "yaml.key-found-block-scalar", arguments: [])
    }

    /// `yaml.colon-after-key`: expected ':' after the mapping key
    package static func yamlColonAfterKey() -> Message {
        Message(id: "yaml.colon-after-key", arguments: [])
    }

    /// `yaml.collection-after-properties`: a block collection cannot start on the same line as its anchor or tag
    package static func yamlCollectionAfterProperties() -> Message {
        Message(id: "yaml.collection-after-properties", arguments: [])
    }

    /// `yaml.sequence-on-this-line`: a block sequence cannot start on this line; put its '-' entries on their own lines
    package static func yamlSequenceOnThisLine() -> Message {
        Message(id: "yaml.sequence-on-this-line", arguments: [])
    }

    /// `yaml.mapping-on-this-line`: a block mapping cannot start on this line; put its entries on their own lines
    package static func yamlMappingOnThisLine() -> Message {
        Message(id: "yaml.mapping-on-this-line", arguments: [])
    }

    /// `yaml.value-ending-with-colon`: a value ending with ':' must be quoted (action: "openDocument:"): unquoted, a ':' that end
    package static func yamlValueEndingWithColon() -> Message {
        Message(id: "yaml.value-ending-with-colon", arguments: [])
    }

    /// `yaml.mapping-on-key-line`: a mapping cannot start on the same line as its parent key or '---'; start it on a new line
    package static func yamlMappingOnKeyLine() -> Message {
        Message(id: "yaml.mapping-on-key-line", arguments: [])
    }

    /// `yaml.colon-after-multiline`: unexpected ':' after a value that spans lines: a mapping key must be on one line (check th
    package static func yamlColonAfterMultiline() -> Message {
        Message(id: "yaml.colon-after-multiline", arguments: [])
    }

    /// `yaml.no-flow-open`: unexpected {found}: no flow collection is open here
    package static func yamlNoFlowOpen(found: MessageArgument) -> Message {
        Message(id: "yaml.no-flow-open", arguments: [found])
    }

    /// `yaml.directive-after-start`: unexpected '%': directives must come before '---'
    package static func yamlDirectiveAfterStart() -> Message {
        Message(id: "yaml.directive-after-start", arguments: [])
    }

    /// `yaml.reserved-indicator`: {found} is reserved and cannot start a plain scalar; quote the value
    package static func yamlReservedIndicator(found: MessageArgument) -> Message {
        Message(id: "yaml.reserved-indicator", arguments: [found])
    }

    /// `yaml.unexpected-value`: unexpected {found} where a value was expected
    package static func yamlUnexpectedValue(found: MessageArgument) -> Message {
        Message(id: "yaml.unexpected-value", arguments: [found])
    }

    /// `yaml.one-anchor`: a node can have only one anchor
    package static func yamlOneAnchor() -> Message {
        Message(id: "yaml.one-anchor", arguments: [])
    }

    /// `yaml.one-tag`: a node can have only one tag
    package static func yamlOneTag() -> Message {
        Message(id: "yaml.one-tag", arguments: [])
    }

    /// `yaml.indentation-indicator`: a block scalar's indentation indicator must be 1 to 9
    package static func yamlIndentationIndicator() -> Message {
        Message(id: "yaml.indentation-indicator", arguments: [])
    }

    /// `yaml.comment-after-header`: a comment must be separated from the block scalar header by a space
    package static func yamlCommentAfterHeader() -> Message {
        Message(id: "yaml.comment-after-header", arguments: [])
    }

    /// `yaml.block-scalar-header`: unexpected {found} in a block scalar header (expected |, >, an indentation digit, - or +)
    package static func yamlBlockScalarHeader(found: MessageArgument) -> Message {
        Message(id: "yaml.block-scalar-header", arguments: [found])
    }

    /// `yaml.leading-empty-line`: a leading empty line of this block scalar has more spaces than its first line of text
    package static func yamlLeadingEmptyLine() -> Message {
        Message(id: "yaml.leading-empty-line", arguments: [])
    }

    /// `yaml.one-yaml-directive`: a document can have only one %YAML directive
    package static func yamlOneYamlDirective() -> Message {
        Message(id: "yaml.one-yaml-directive", arguments: [])
    }

    /// `yaml.invalid-version`: invalid %YAML version {version}: expected 1.2
    package static func yamlInvalidVersion(version: MessageArgument) -> Message {
        Message(id: "yaml.invalid-version", arguments: [version])
    }

    /// `yaml.invalid-tag-handle`: invalid tag handle {handle}
    package static func yamlInvalidTagHandle(handle: MessageArgument) -> Message {
        Message(id: "yaml.invalid-tag-handle", arguments: [handle])
    }

    /// `yaml.tag-needs-prefix`: %TAG needs a prefix after its handle
    package static func yamlTagNeedsPrefix() -> Message {
        Message(id: "yaml.tag-needs-prefix", arguments: [])
    }

    /// `yaml.tag-handle-twice`: the tag handle {handle} is declared twice
    package static func yamlTagHandleTwice(handle: MessageArgument) -> Message {
        Message(id: "yaml.tag-handle-twice", arguments: [handle])
    }

    /// `yaml.tab-indentation`: tab character used for indentation (YAML indents with spaces only)
    package static func yamlTabIndentation() -> Message {
        Message(id: "yaml.tab-indentation", arguments: [])
    }

    /// `yaml.control-character`: control character U+{code} is not allowed in YAML
    package static func yamlControlCharacter(code: MessageArgument) -> Message {
        Message(id: "yaml.control-character", arguments: [code])
    }

    /// `yaml.too-deep`: collections nested deeper than {depth} levels
    package static func yamlTooDeep(depth: MessageArgument) -> Message {
        Message(id: "yaml.too-deep", arguments: [depth])
    }

    /// `yaml.flow-expected`: expected {expected} in a flow {kind}, found {found}
    package static func yamlFlowExpected(expected: MessageArgument, kind: MessageArgument, found: MessageArgument) -> Message {
        Message(id: "yaml.flow-expected", arguments: [expected, kind, found])
    }

    /// `yaml.comma-or`: ',' or '{closing}'
    package static func yamlCommaOr(closing: MessageArgument) -> Message {
        Message(id: "yaml.comma-or", arguments: [closing])
    }

    /// `yaml.flow-missing-entry`: unexpected ',' in a flow {kind}: an entry is missing
    package static func yamlFlowMissingEntry(kind: MessageArgument) -> Message {
        Message(id: "yaml.flow-missing-entry", arguments: [kind])
    }

    /// `yaml.unclosed-flow-sequence`: unclosed flow sequence: expected ']'
    package static func yamlUnclosedFlowSequence() -> Message {
        Message(id: "yaml.unclosed-flow-sequence", arguments: [])
    }

    /// `yaml.unclosed-flow-mapping`: unclosed flow mapping: expected '}}'
    package static func yamlUnclosedFlowMapping() -> Message {
        Message(id: "yaml.unclosed-flow-mapping", arguments: [])
    }

    /// `yaml.implicit-key-one-line`: an implicit key in a flow sequence must be on one line with its ':'
    package static func yamlImplicitKeyOneLine() -> Message {
        Message(id: "yaml.implicit-key-one-line", arguments: [])
    }

    /// `yaml.block-in-flow`: unexpected {found} inside a flow collection (block entries cannot be nested in flow)
    package static func yamlBlockInFlow(found: MessageArgument) -> Message {
        Message(id: "yaml.block-in-flow", arguments: [found])
    }

    /// `yaml.block-scalar-in-flow`: a block scalar cannot appear inside a flow collection
    package static func yamlBlockScalarInFlow() -> Message {
        Message(id: "yaml.block-scalar-in-flow", arguments: [])
    }

    /// `yaml.comment-space-flow`: a comment must be separated from what comes before it by a space
    package static func yamlCommentSpaceFlow() -> Message {
        Message(id: "yaml.comment-space-flow", arguments: [])
    }

    /// `yaml.marker-in-flow`: a document marker cannot appear inside a flow collection
    package static func yamlMarkerInFlow() -> Message {
        Message(id: "yaml.marker-in-flow", arguments: [])
    }

    /// `yaml.flow-indent-at-least`: this line of a flow collection must be indented at least {spaces} spaces, past the block a
    package static func yamlFlowIndentAtLeast(spaces: MessageArgument) -> Message {
        Message(id: "yaml.flow-indent-at-least", arguments: [spaces])
    }

    /// `yaml.flow-indent-more`: this line of a flow collection must be indented more than the block around it
    package static func yamlFlowIndentMore() -> Message {
        Message(id: "yaml.flow-indent-more", arguments: [])
    }

    /// `yaml.comment-space-value`: a comment must be separated from the value before it by a space
    package static func yamlCommentSpaceValue() -> Message {
        Message(id: "yaml.comment-space-value", arguments: [])
    }

    /// `yaml.after-value`: unexpected {found} after the value on this line
    package static func yamlAfterValue(found: MessageArgument) -> Message {
        Message(id: "yaml.after-value", arguments: [found])
    }

    /// `yaml.space-after-property`: expected whitespace after a node property, found {found}
    package static func yamlSpaceAfterProperty(found: MessageArgument) -> Message {
        Message(id: "yaml.space-after-property", arguments: [found])
    }

    /// `yaml.needs-name`: {what} needs a name after '{indicator}'
    package static func yamlNeedsName(what: MessageArgument, indicator: MessageArgument) -> Message {
        Message(id: "yaml.needs-name", arguments: [what, indicator])
    }

    /// `yaml.unclosed-verbatim-tag`: unclosed verbatim tag: expected '>'
    package static func yamlUnclosedVerbatimTag() -> Message {
        Message(id: "yaml.unclosed-verbatim-tag", arguments: [])
    }

    /// `yaml.tag-bang`: a tag cannot contain '!' after its handle
    package static func yamlTagBang() -> Message {
        Message(id: "yaml.tag-bang", arguments: [])
    }

    /// `yaml.tag-needs-name`: the tag {tag} needs a name after its handle
    package static func yamlTagNeedsName(tag: MessageArgument) -> Message {
        Message(id: "yaml.tag-needs-name", arguments: [tag])
    }

    /// `yaml.undeclared-handle`: undeclared tag handle {handle} (declare it with a %TAG directive)
    package static func yamlUndeclaredHandle(handle: MessageArgument) -> Message {
        Message(id: "yaml.undeclared-handle", arguments: [handle])
    }

    /// `yaml.unsupported-tag`: unsupported tag {tag}: only the core schema's !!str, !!int, !!float, !!bool, !!null, !!map
    package static func yamlUnsupportedTag(tag: MessageArgument) -> Message {
        Message(id: "yaml.unsupported-tag", arguments: [tag])
    }

    /// `yaml.invalid-percent-escape`: invalid %-escape in a tag
    package static func yamlInvalidPercentEscape() -> Message {
        Message(id: "yaml.invalid-percent-escape", arguments: [])
    }

    /// `yaml.alias-properties`: an alias cannot have an anchor or a tag
    package static func yamlAliasProperties() -> Message {
        Message(id: "yaml.alias-properties", arguments: [])
    }

    /// `yaml.tag-does-not-fit`: the tag {tag} does not fit {value}
    package static func yamlTagDoesNotFit(tag: MessageArgument, value: MessageArgument) -> Message {
        Message(id: "yaml.tag-does-not-fit", arguments: [tag, value])
    }

    /// `yaml.undefined-alias`: undefined alias '*{name}'
    package static func yamlUndefinedAlias(name: MessageArgument) -> Message {
        Message(id: "yaml.undefined-alias", arguments: [name])
    }

    /// `yaml.tag-empty-value`: the tag {tag} does not fit an empty value
    package static func yamlTagEmptyValue(tag: MessageArgument) -> Message {
        Message(id: "yaml.tag-empty-value", arguments: [tag])
    }

    /// `yaml.tag-cannot-be-given`: the tag {tag} cannot be given to {what}
    package static func yamlTagCannotBeGiven(tag: MessageArgument, what: MessageArgument) -> Message {
        Message(id: "yaml.tag-cannot-be-given", arguments: [tag, what])
    }

    /// `yaml.alias-bomb`: aliases expand to more than {count} values (an alias bomb?)
    package static func yamlAliasBomb(count: MessageArgument) -> Message {
        Message(id: "yaml.alias-bomb", arguments: [count])
    }

    /// `yaml.unclosed-string`: unclosed {kind} string
    package static func yamlUnclosedString(kind: MessageArgument) -> Message {
        Message(id: "yaml.unclosed-string", arguments: [kind])
    }

    /// `yaml.marker-in-string`: a document marker cannot appear inside a {kind} string (unclosed quote?)
    package static func yamlMarkerInString(kind: MessageArgument) -> Message {
        Message(id: "yaml.marker-in-string", arguments: [kind])
    }

    /// `yaml.unclosed-string-indent`: unclosed {kind} string (a line inside it would need at least {count, plural, one {{count} 
    package static func yamlUnclosedStringIndent(kind: MessageArgument, count: MessageArgument) -> Message {
        Message(id: "yaml.unclosed-string-indent", arguments: [kind, count])
    }

    /// `yaml.invalid-escape`: invalid escape {escape} in a double-quoted string
    package static func yamlInvalidEscape(escape: MessageArgument) -> Message {
        Message(id: "yaml.invalid-escape", arguments: [escape])
    }

    /// `yaml.escape-digits`: escape {escape} needs {digits} hexadecimal digits
    package static func yamlEscapeDigits(escape: MessageArgument, digits: MessageArgument) -> Message {
        Message(id: "yaml.escape-digits", arguments: [escape, digits])
    }

    /// `yaml.escape-not-scalar`: escape {escape} is not a Unicode scalar value
    package static func yamlEscapeNotScalar(escape: MessageArgument) -> Message {
        Message(id: "yaml.escape-not-scalar", arguments: [escape])
    }

    /// `yaml.directive-needs-document`: a directive must be followed by a '---' document
    package static func yamlDirectiveNeedsDocument() -> Message {
        Message(id: "yaml.directive-needs-document", arguments: [])
    }

    /// `yaml.content-after-value`: unexpected content after the document's top-level value ({found})
    package static func yamlContentAfterValue(found: MessageArgument) -> Message {
        Message(id: "yaml.content-after-value", arguments: [found])
    }

    /// `yaml.second-document`: a manifest holds one YAML document; found a second at line {line}
    package static func yamlSecondDocument(line: MessageArgument) -> Message {
        Message(id: "yaml.second-document", arguments: [line])
    }

    /// `yaml.feature-collection-key`: a collection as a mapping key
    package static func yamlFeatureCollectionKey() -> Message {
        Message(id: "yaml.feature-collection-key", arguments: [])
    }

    /// `yaml.feature-mapping-key`: a mapping as a mapping key
    package static func yamlFeatureMappingKey() -> Message {
        Message(id: "yaml.feature-mapping-key", arguments: [])
    }

    /// `yaml.feature-version`: YAML version {version} (only 1.x is read)
    package static func yamlFeatureVersion(version: MessageArgument) -> Message {
        Message(id: "yaml.feature-version", arguments: [version])
    }

    /// `yaml.feature-merge-keys`: merge keys ('<<', a YAML 1.1 extension)
    package static func yamlFeatureMergeKeys() -> Message {
        Message(id: "yaml.feature-merge-keys", arguments: [])
    }

    /// `yaml.feature-recursive-alias`: alias '*{name}' inside the node it refers to (a recursive structure)
    package static func yamlFeatureRecursiveAlias(name: MessageArgument) -> Message {
        Message(id: "yaml.feature-recursive-alias", arguments: [name])
    }

    /// `yaml.feature-collection-key-alias`: a collection as a mapping key (alias '*{name}')
    package static func yamlFeatureCollectionKeyAlias(name: MessageArgument) -> Message {
        Message(id: "yaml.feature-collection-key-alias", arguments: [name])
    }

    /// `yaml.feature-null-key`: an empty (null) mapping key
    package static func yamlFeatureNullKey() -> Message {
        Message(id: "yaml.feature-null-key", arguments: [])
    }

    /// `yaml.word-sequence`: sequence
    package static func yamlWordSequence() -> Message {
        Message(id: "yaml.word-sequence", arguments: [])
    }

    /// `yaml.word-mapping`: mapping
    package static func yamlWordMapping() -> Message {
        Message(id: "yaml.word-mapping", arguments: [])
    }

    /// `yaml.word-single-quoted`: single-quoted
    package static func yamlWordSingleQuoted() -> Message {
        Message(id: "yaml.word-single-quoted", arguments: [])
    }

    /// `yaml.word-double-quoted`: double-quoted
    package static func yamlWordDoubleQuoted() -> Message {
        Message(id: "yaml.word-double-quoted", arguments: [])
    }

    /// `yaml.word-an-anchor`: an anchor
    package static func yamlWordAnAnchor() -> Message {
        Message(id: "yaml.word-an-anchor", arguments: [])
    }

    /// `yaml.word-an-alias`: an alias
    package static func yamlWordAnAlias() -> Message {
        Message(id: "yaml.word-an-alias", arguments: [])
    }

    /// `yaml.word-a-mapping`: a mapping
    package static func yamlWordAMapping() -> Message {
        Message(id: "yaml.word-a-mapping", arguments: [])
    }

    /// `yaml.word-a-sequence`: a sequence
    package static func yamlWordASequence() -> Message {
        Message(id: "yaml.word-a-sequence", arguments: [])
    }

    /// `yaml.found-end`: end of input
    package static func yamlFoundEnd() -> Message {
        Message(id: "yaml.found-end", arguments: [])
    }

    /// `yaml.found-line-break`: line break
    package static func yamlFoundLineBreak() -> Message {
        Message(id: "yaml.found-line-break", arguments: [])
    }

    /// `yaml.found-tab`: tab
    package static func yamlFoundTab() -> Message {
        Message(id: "yaml.found-tab", arguments: [])
    }

    /// `yaml.found-control`: control character
    package static func yamlFoundControl() -> Message {
        Message(id: "yaml.found-control", arguments: [])
    }

    /// `yaml.found-character`: '{character}'
    package static func yamlFoundCharacter(character: MessageArgument) -> Message {
        Message(id: "yaml.found-character", arguments: [character])
    }

    /// `xml.declaration-unclosed`: the XML declaration opened at {position} has no closing '?>'
    package static func xmlDeclarationUnclosed(position: MessageArgument) -> Message {
        Message(id: "xml.declaration-unclosed", arguments: [position])
    }

    /// `xml.declaration-space`: expected a space before '{name}' in the XML declaration
    package static func xmlDeclarationSpace(name: MessageArgument) -> Message {
        Message(id: "xml.declaration-space", arguments: [name])
    }

    /// `xml.declaration-order`: unexpected '{name}' in the XML declaration; it holds version, then optionally encoding and
    package static func xmlDeclarationOrder(name: MessageArgument) -> Message {
        Message(id: "xml.declaration-order", arguments: [name])
    }

    /// `xml.declaration-version-first`: the XML declaration must start with version="1.0"
    package static func xmlDeclarationVersionFirst() -> Message {
        Message(id: "xml.declaration-version-first", arguments: [])
    }

    /// `xml.declaration-equals`: expected '=' after '{name}' in the XML declaration
    package static func xmlDeclarationEquals(name: MessageArgument) -> Message {
        Message(id: "xml.declaration-equals", arguments: [name])
    }

    /// `xml.unknown-version`: unknown XML version '{version}'; expected 1.0
    package static func xmlUnknownVersion(version: MessageArgument) -> Message {
        Message(id: "xml.unknown-version", arguments: [version])
    }

    /// `xml.declared-encoding`: the file declares the encoding '{encoding}'; shortcut-lint reads UTF-8 only (save the file
    package static func xmlDeclaredEncoding(encoding: MessageArgument) -> Message {
        Message(id: "xml.declared-encoding", arguments: [encoding])
    }

    /// `xml.standalone-value`: standalone must be "yes" or "no", found '{value}'
    package static func xmlStandaloneValue(value: MessageArgument) -> Message {
        Message(id: "xml.standalone-value", arguments: [value])
    }

    /// `xml.declaration-needs-version`: the XML declaration must give version="1.0"
    package static func xmlDeclarationNeedsVersion() -> Message {
        Message(id: "xml.declaration-needs-version", arguments: [])
    }

    /// `xml.declaration-first`: the XML declaration '<?xml …?>' must be the very first thing in the file
    package static func xmlDeclarationFirst() -> Message {
        Message(id: "xml.declaration-first", arguments: [])
    }

    /// `xml.instruction-space`: expected a space or '?>' after '<?{name}', found {found}
    package static func xmlInstructionSpace(name: MessageArgument, found: MessageArgument) -> Message {
        Message(id: "xml.instruction-space", arguments: [name, found])
    }

    /// `xml.double-dash`: '--' is not allowed inside a comment (XML 1.0 §2.5); end the comment with '-->' or remove 
    package static func xmlDoubleDash() -> Message {
        Message(id: "xml.double-dash", arguments: [])
    }

    /// `xml.doctype-position`: a DOCTYPE may appear only before the root element
    package static func xmlDoctypePosition() -> Message {
        Message(id: "xml.doctype-position", arguments: [])
    }

    /// `xml.doctype-space`: expected a space after '<!DOCTYPE'
    package static func xmlDoctypeSpace() -> Message {
        Message(id: "xml.doctype-space", arguments: [])
    }

    /// `xml.doctype-identifier`: expected a space and a quoted identifier after {keyword}
    package static func xmlDoctypeIdentifier(keyword: MessageArgument) -> Message {
        Message(id: "xml.doctype-identifier", arguments: [keyword])
    }

    /// `xml.doctype-system-identifier`: expected a space and the system identifier after the package identifier
    package static func xmlDoctypeSystemIdentifier() -> Message {
        Message(id: "xml.doctype-system-identifier", arguments: [])
    }

    /// `xml.doctype-internal-subset`: unsupported DOCTYPE with an internal subset: shortcut-lint reads no DTD, so entities canno
    package static func xmlDoctypeInternalSubset() -> Message {
        Message(id: "xml.doctype-internal-subset", arguments: [])
    }

    /// `xml.doctype-unclosed`: expected '>' to end the DOCTYPE opened at {position}, found {found}
    package static func xmlDoctypeUnclosed(position: MessageArgument, found: MessageArgument) -> Message {
        Message(id: "xml.doctype-unclosed", arguments: [position, found])
    }

    /// `xml.doctype-unsupported`: unsupported DOCTYPE: shortcut-lint reads no DTD, internal or external, so none can declare
    package static func xmlDoctypeUnsupported() -> Message {
        Message(id: "xml.doctype-unsupported", arguments: [])
    }

    /// `xml.literal-expected`: expected {what} in quotes, found {found}
    package static func xmlLiteralExpected(what: MessageArgument, found: MessageArgument) -> Message {
        Message(id: "xml.literal-expected", arguments: [what, found])
    }

    /// `xml.literal-less-than`: '<' is not allowed in {what}
    package static func xmlLiteralLessThan(what: MessageArgument) -> Message {
        Message(id: "xml.literal-less-than", arguments: [what])
    }

    /// `xml.literal-unclosed`: {what} (opened at {position}) has no closing quote
    package static func xmlLiteralUnclosed(what: MessageArgument, position: MessageArgument) -> Message {
        Message(id: "xml.literal-unclosed", arguments: [what, position])
    }

    /// `xml.unclosed-before-end`: the {what} opened at {position} is not closed before the end of the file
    package static func xmlUnclosedBeforeEnd(what: MessageArgument, position: MessageArgument) -> Message {
        Message(id: "xml.unclosed-before-end", arguments: [what, position])
    }

    /// `xml.control-character`: the control character U+{code} is not allowed in XML; write it as a character reference (&
    package static func xmlControlCharacter(code: MessageArgument, hex: MessageArgument) -> Message {
        Message(id: "xml.control-character", arguments: [code, hex])
    }

    /// `xml.noncharacter`: the noncharacter U+{code} is not allowed in XML
    package static func xmlNoncharacter(code: MessageArgument) -> Message {
        Message(id: "xml.noncharacter", arguments: [code])
    }

    /// `xml.text-after-root`: text after the root element's end tag; a document has one root element and nothing but com
    package static func xmlTextAfterRoot() -> Message {
        Message(id: "xml.text-after-root", arguments: [])
    }

    /// `xml.root-expected`: expected '<' to start the root element, found {found}
    package static func xmlRootExpected(found: MessageArgument) -> Message {
        Message(id: "xml.root-expected", arguments: [found])
    }

    /// `xml.unclosed-element`: unclosed element <{name}> opened at {position}; expected </{name}> before the end of the f
    package static func xmlUnclosedElement(name: MessageArgument, position: MessageArgument) -> Message {
        Message(id: "xml.unclosed-element", arguments: [name, position])
    }

    /// `xml.no-root`: the document has no root element
    package static func xmlNoRoot() -> Message {
        Message(id: "xml.no-root", arguments: [])
    }

    /// `xml.cdata-outside`: a CDATA section can only appear inside an element
    package static func xmlCdataOutside() -> Message {
        Message(id: "xml.cdata-outside", arguments: [])
    }

    /// `xml.after-bang`: expected '<!--', '<![CDATA[' or '<!DOCTYPE' after '<!'
    package static func xmlAfterBang() -> Message {
        Message(id: "xml.after-bang", arguments: [])
    }

    /// `xml.second-root`: a second root element <{name}>; a document has exactly one root element
    package static func xmlSecondRoot(name: MessageArgument) -> Message {
        Message(id: "xml.second-root", arguments: [name])
    }

    /// `xml.too-deep`: elements nest deeper than {depth} levels
    package static func xmlTooDeep(depth: MessageArgument) -> Message {
        Message(id: "xml.too-deep", arguments: [depth])
    }

    /// `xml.end-in-start-tag`: the file ends inside the start tag <{name}> opened at {position}; expected '>'
    package static func xmlEndInStartTag(name: MessageArgument, position: MessageArgument) -> Message {
        Message(id: "xml.end-in-start-tag", arguments: [name, position])
    }

    /// `xml.empty-element-end`: expected '>' after '/' to end the empty element <{name}/>
    package static func xmlEmptyElementEnd(name: MessageArgument) -> Message {
        Message(id: "xml.empty-element-end", arguments: [name])
    }

    /// `xml.tag-end-expected`: expected '>' {after}, found {found}
    package static func xmlTagEndExpected(after: MessageArgument, found: MessageArgument) -> Message {
        Message(id: "xml.tag-end-expected", arguments: [after, found])
    }

    /// `xml.after-attribute-value`: after attribute value
    package static func xmlAfterAttributeValue() -> Message {
        Message(id: "xml.after-attribute-value", arguments: [])
    }

    /// `xml.after-element-name`: after the element name <{name}
    package static func xmlAfterElementName(name: MessageArgument) -> Message {
        Message(id: "xml.after-element-name", arguments: [name])
    }

    /// `xml.attribute-space`: expected a space before the attribute '{attribute}' in <{name}>
    package static func xmlAttributeSpace(attribute: MessageArgument, name: MessageArgument) -> Message {
        Message(id: "xml.attribute-space", arguments: [attribute, name])
    }

    /// `xml.attribute-equals`: expected '=' after the attribute name '{name}' in <{element}>
    package static func xmlAttributeEquals(name: MessageArgument, element: MessageArgument) -> Message {
        Message(id: "xml.attribute-equals", arguments: [name, element])
    }

    /// `xml.attribute-value-expected`: expected a quoted value after '{name}=', found {found}
    package static func xmlAttributeValueExpected(name: MessageArgument, found: MessageArgument) -> Message {
        Message(id: "xml.attribute-value-expected", arguments: [name, found])
    }

    /// `xml.attribute-value-unclosed`: the value of '{name}' (opened at {position}) has no closing {quote}
    package static func xmlAttributeValueUnclosed(name: MessageArgument, position: MessageArgument, quote: MessageArgument) -> Message {
        Message(id: "xml.attribute-value-unclosed", arguments: [name, position, quote])
    }

    /// `xml.attribute-less-than`: '<' is not allowed in an attribute value; write &lt;
    package static func xmlAttributeLessThan() -> Message {
        Message(id: "xml.attribute-less-than", arguments: [])
    }

    /// `xml.duplicate-attribute`: duplicate attribute '{name}' in <{element}>
    package static func xmlDuplicateAttribute(name: MessageArgument, element: MessageArgument) -> Message {
        Message(id: "xml.duplicate-attribute", arguments: [name, element])
    }

    /// `xml.end-tag-unclosed`: expected '>' to end the end tag </{name}>, found {found}
    package static func xmlEndTagUnclosed(name: MessageArgument, found: MessageArgument) -> Message {
        Message(id: "xml.end-tag-unclosed", arguments: [name, found])
    }

    /// `xml.end-tag-no-start`: end tag </{name}> has no start tag
    package static func xmlEndTagNoStart(name: MessageArgument) -> Message {
        Message(id: "xml.end-tag-no-start", arguments: [name])
    }

    /// `xml.end-tag-mismatch`: end tag </{name}> does not match the start tag <{start}> opened at {position}
    package static func xmlEndTagMismatch(name: MessageArgument, start: MessageArgument, position: MessageArgument) -> Message {
        Message(id: "xml.end-tag-mismatch", arguments: [name, start, position])
    }

    /// `xml.cdata-end-in-text`: ']]>' is not allowed in text; write ]]&gt;
    package static func xmlCdataEndInText() -> Message {
        Message(id: "xml.cdata-end-in-text", arguments: [])
    }

    /// `xml.name-expected`: expected {what}, found {found}
    package static func xmlNameExpected(what: MessageArgument, found: MessageArgument) -> Message {
        Message(id: "xml.name-expected", arguments: [what, found])
    }

    /// `xml.reference-digits`: expected digits after '{written}' in a character reference such as &#x41; or &#65;
    package static func xmlReferenceDigits(written: MessageArgument) -> Message {
        Message(id: "xml.reference-digits", arguments: [written])
    }

    /// `xml.reference-hex-digits`: expected hexadecimal digits after '{written}' in a character reference such as &#x41; or &
    package static func xmlReferenceHexDigits(written: MessageArgument) -> Message {
        Message(id: "xml.reference-hex-digits", arguments: [written])
    }

    /// `xml.reference-semicolon`: expected ';' to end the character reference '{written}'
    package static func xmlReferenceSemicolon(written: MessageArgument) -> Message {
        Message(id: "xml.reference-semicolon", arguments: [written])
    }

    /// `xml.reference-not-allowed`: '{written};' is not a character XML allows (NUL, a surrogate or beyond U+10FFFF)
    package static func xmlReferenceNotAllowed(written: MessageArgument) -> Message {
        Message(id: "xml.reference-not-allowed", arguments: [written])
    }

    /// `xml.ampersand`: '&' must start a reference such as &amp; or &#x41;; write &amp; for a literal ampersand
    package static func xmlAmpersand() -> Message {
        Message(id: "xml.ampersand", arguments: [])
    }

    /// `xml.entity-semicolon`: expected ';' to end the reference '&{name}'
    package static func xmlEntitySemicolon(name: MessageArgument) -> Message {
        Message(id: "xml.entity-semicolon", arguments: [name])
    }

    /// `xml.undefined-entity`: undefined entity '&{name};': shortcut-lint reads no DTD, so only &lt; &gt; &amp; &apos; &q
    package static func xmlUndefinedEntity(name: MessageArgument) -> Message {
        Message(id: "xml.undefined-entity", arguments: [name])
    }

    /// `xml.what-declaration-name`: 'version', 'encoding', 'standalone' or '?>' in the XML declaration
    package static func xmlWhatDeclarationName() -> Message {
        Message(id: "xml.what-declaration-name", arguments: [])
    }

    /// `xml.what-value-of`: the value of '{name}'
    package static func xmlWhatValueOf(name: MessageArgument) -> Message {
        Message(id: "xml.what-value-of", arguments: [name])
    }

    /// `xml.what-instruction-name`: a processing instruction name after '<?'
    package static func xmlWhatInstructionName() -> Message {
        Message(id: "xml.what-instruction-name", arguments: [])
    }

    /// `xml.what-instruction`: processing instruction '<?{name}'
    package static func xmlWhatInstruction(name: MessageArgument) -> Message {
        Message(id: "xml.what-instruction", arguments: [name])
    }

    /// `xml.what-comment`: comment
    package static func xmlWhatComment() -> Message {
        Message(id: "xml.what-comment", arguments: [])
    }

    /// `xml.what-cdata`: CDATA section
    package static func xmlWhatCdata() -> Message {
        Message(id: "xml.what-cdata", arguments: [])
    }

    /// `xml.what-doctype-name`: the document type's name after '<!DOCTYPE'
    package static func xmlWhatDoctypeName() -> Message {
        Message(id: "xml.what-doctype-name", arguments: [])
    }

    /// `xml.what-package-identifier`: the package identifier
    package static func xmlWhatPackageIdentifier() -> Message {
        Message(id: "xml.what-package-identifier", arguments: [])
    }

    /// `xml.what-system-identifier`: the system identifier
    package static func xmlWhatSystemIdentifier() -> Message {
        Message(id: "xml.what-system-identifier", arguments: [])
    }

    /// `xml.what-element-name`: an element name after '<' (write &lt; for a literal '<')
    package static func xmlWhatElementName() -> Message {
        Message(id: "xml.what-element-name", arguments: [])
    }

    /// `xml.what-end-element-name`: an element name after '</'
    package static func xmlWhatEndElementName() -> Message {
        Message(id: "xml.what-end-element-name", arguments: [])
    }

    /// `xml.found-end`: the end of the file
    package static func xmlFoundEnd() -> Message {
        Message(id: "xml.found-end", arguments: [])
    }

    /// `xml.found-space`: a space
    package static func xmlFoundSpace() -> Message {
        Message(id: "xml.found-space", arguments: [])
    }

    /// `xml.found-tab`: a tab
    package static func xmlFoundTab() -> Message {
        Message(id: "xml.found-tab", arguments: [])
    }

    /// `xml.found-line-break`: a line break
    package static func xmlFoundLineBreak() -> Message {
        Message(id: "xml.found-line-break", arguments: [])
    }

    /// `xml.found-character`: '{character}'
    package static func xmlFoundCharacter(character: MessageArgument) -> Message {
        Message(id: "xml.found-character", arguments: [character])
    }

    /// `xml.found-non-ascii`: a non-ASCII character
    package static func xmlFoundNonAscii() -> Message {
        Message(id: "xml.found-non-ascii", arguments: [])
    }

    /// `xml.found-control`: the control character U+{code}
    package static func xmlFoundControl(code: MessageArgument) -> Message {
        Message(id: "xml.found-control", arguments: [code])
    }

    /// `json.end-expecting-value`: unexpected end of file: expected a value
    package static func jsonEndExpectingValue() -> Message {
        Message(id: "json.end-expecting-value", arguments: [])
    }

    /// `json.unterminated-string`: unterminated string: no closing '"' before the end of the file
    package static func jsonUnterminatedString() -> Message {
        Message(id: "json.unterminated-string", arguments: [])
    }

    /// `json.invalid-unicode-escape`: invalid \u escape in string: expected four hexadecimal digits
    package static func jsonInvalidUnicodeEscape() -> Message {
        Message(id: "json.invalid-unicode-escape", arguments: [])
    }

    /// `json.leading-zero`: numbers must not have leading zeros
    package static func jsonLeadingZero() -> Message {
        Message(id: "json.leading-zero", arguments: [])
    }

    /// `json.too-deep`: arrays and objects are nested more than {depth} levels deep
    package static func jsonTooDeep(depth: MessageArgument) -> Message {
        Message(id: "json.too-deep", arguments: [depth])
    }

    /// `json.what-value`: a value
    package static func jsonWhatValue() -> Message {
        Message(id: "json.what-value", arguments: [])
    }

    /// `json.trailing-comma-member`: expected an object member after ',', found '{closing}' (JSON does not allow a trailing com
    package static func jsonTrailingCommaMember(closing: MessageArgument) -> Message {
        Message(id: "json.trailing-comma-member", arguments: [closing])
    }

    /// `json.trailing-comma-value`: expected a value after ',', found '{closing}' (JSON does not allow a trailing comma)
    package static func jsonTrailingCommaValue(closing: MessageArgument) -> Message {
        Message(id: "json.trailing-comma-value", arguments: [closing])
    }

    /// `json.hint-missing-comma-members`:  (missing ',' between members?)
    package static func jsonHintMissingCommaMembers() -> Message {
        Message(id: "json.hint-missing-comma-members", arguments: [])
    }

    /// `json.hint-missing-comma-elements`:  (missing ',' between elements?)
    package static func jsonHintMissingCommaElements() -> Message {
        Message(id: "json.hint-missing-comma-elements", arguments: [])
    }

    /// `json.what-separator-in-object`: ',' or '}}' after object member
    package static func jsonWhatSeparatorInObject() -> Message {
        Message(id: "json.what-separator-in-object", arguments: [])
    }

    /// `json.what-separator-in-array`: ',' or ']' after array element
    package static func jsonWhatSeparatorInArray() -> Message {
        Message(id: "json.what-separator-in-array", arguments: [])
    }

    /// `json.hint-quote-keys`:  (object keys must be in double quotes)
    package static func jsonHintQuoteKeys() -> Message {
        Message(id: "json.hint-quote-keys", arguments: [])
    }

    /// `json.what-key-after-comma`: a string key after ','
    package static func jsonWhatKeyAfterComma() -> Message {
        Message(id: "json.what-key-after-comma", arguments: [])
    }

    /// `json.what-key-or-close`: a string key or '}}'
    package static func jsonWhatKeyOrClose() -> Message {
        Message(id: "json.what-key-or-close", arguments: [])
    }

    /// `json.what-colon`: ':' after object key
    package static func jsonWhatColon() -> Message {
        Message(id: "json.what-colon", arguments: [])
    }

    /// `json.expected-end-of-file`: expected the end of the file after the top-level value, found {found} (a JSON file holds e
    package static func jsonExpectedEndOfFile(found: MessageArgument) -> Message {
        Message(id: "json.expected-end-of-file", arguments: [found])
    }

    /// `json.end-in-literal`: unexpected end of file: expected '{word}'
    package static func jsonEndInLiteral(word: MessageArgument) -> Message {
        Message(id: "json.end-in-literal", arguments: [word])
    }

    /// `json.line-break-in-string`: unterminated string: line break before the closing '"' (write \n for a line break inside a
    package static func jsonLineBreakInString() -> Message {
        Message(id: "json.line-break-in-string", arguments: [])
    }

    /// `json.tab-in-string`: tab character in string must be escaped as \t
    package static func jsonTabInString() -> Message {
        Message(id: "json.tab-in-string", arguments: [])
    }

    /// `json.control-in-string`: control character U+{code} in string must be escaped as \u{code}
    package static func jsonControlInString(code: MessageArgument) -> Message {
        Message(id: "json.control-in-string", arguments: [code])
    }

    /// `json.invalid-escape`: invalid escape '\{character}' in string (valid escapes are \" \\ \/ \b \f \n \r \t \uXXXX)
    package static func jsonInvalidEscape(character: MessageArgument) -> Message {
        Message(id: "json.invalid-escape", arguments: [character])
    }

    /// `json.invalid-escape-before`: invalid escape in string: '\' followed by {found} (valid escapes are \" \\ \/ \b \f \n \r 
    package static func jsonInvalidEscapeBefore(found: MessageArgument) -> Message {
        Message(id: "json.invalid-escape-before", arguments: [found])
    }

    /// `json.unpaired-high-surrogate`: unpaired surrogate \u{unit} in string: a high surrogate must be followed by a low surrogat
    package static func jsonUnpairedHighSurrogate(unit: MessageArgument) -> Message {
        Message(id: "json.unpaired-high-surrogate", arguments: [unit])
    }

    /// `json.unpaired-low-surrogate`: unpaired surrogate \u{unit} in string: a low surrogate must follow a high surrogate escape
    package static func jsonUnpairedLowSurrogate(unit: MessageArgument) -> Message {
        Message(id: "json.unpaired-low-surrogate", arguments: [unit])
    }

    /// `json.what-digit-after-minus`: a digit after '-'
    package static func jsonWhatDigitAfterMinus() -> Message {
        Message(id: "json.what-digit-after-minus", arguments: [])
    }

    /// `json.what-digit-after-point`: a digit after the decimal point
    package static func jsonWhatDigitAfterPoint() -> Message {
        Message(id: "json.what-digit-after-point", arguments: [])
    }

    /// `json.what-digit-after-exponent`: a digit after the exponent mark
    package static func jsonWhatDigitAfterExponent() -> Message {
        Message(id: "json.what-digit-after-exponent", arguments: [])
    }

    /// `json.found-end-of-file`: end of file
    package static func jsonFoundEndOfFile() -> Message {
        Message(id: "json.found-end-of-file", arguments: [])
    }

    /// `json.found-quoted`: '{text}'
    package static func jsonFoundQuoted(text: MessageArgument) -> Message {
        Message(id: "json.found-quoted", arguments: [text])
    }

    /// `json.found-space`: a space
    package static func jsonFoundSpace() -> Message {
        Message(id: "json.found-space", arguments: [])
    }

    /// `json.found-tab`: a tab
    package static func jsonFoundTab() -> Message {
        Message(id: "json.found-tab", arguments: [])
    }

    /// `json.found-line-break`: a line break
    package static func jsonFoundLineBreak() -> Message {
        Message(id: "json.found-line-break", arguments: [])
    }

    /// `json.found-control`: control character U+{code}
    package static func jsonFoundControl(code: MessageArgument) -> Message {
        Message(id: "json.found-control", arguments: [code])
    }

    /// `json.found-byte-order-mark`: a byte order mark (U+FEFF)
    package static func jsonFoundByteOrderMark() -> Message {
        Message(id: "json.found-byte-order-mark", arguments: [])
    }

    /// `json.found-character`: '{text}' (U+{code})
    package static func jsonFoundCharacter(text: MessageArgument, code: MessageArgument) -> Message {
        Message(id: "json.found-character", arguments: [text, code])
    }

    /// `json.end-expected`: unexpected end of file: expected {what}{hint}
    package static func jsonEndExpected(what: MessageArgument, hint: MessageArgument) -> Message {
        Message(id: "json.end-expected", arguments: [what, hint])
    }

    /// `json.expected`: expected {what}, found {found}{hint}
    package static func jsonExpected(what: MessageArgument, found: MessageArgument, hint: MessageArgument) -> Message {
        Message(id: "json.expected", arguments: [what, found, hint])
    }

    /// `json.hint-no-comments`:  (JSON does not allow comments)
    package static func jsonHintNoComments() -> Message {
        Message(id: "json.hint-no-comments", arguments: [])
    }

    /// `json.hint-double-quotes`:  (strings must be in double quotes)
    package static func jsonHintDoubleQuotes() -> Message {
        Message(id: "json.hint-double-quotes", arguments: [])
    }

    /// `json.hint-no-plus`:  (numbers must not start with '+')
    package static func jsonHintNoPlus() -> Message {
        Message(id: "json.hint-no-plus", arguments: [])
    }

    /// `json.hint-leading-digit`:  (numbers need a digit before the decimal point)
    package static func jsonHintLeadingDigit() -> Message {
        Message(id: "json.hint-leading-digit", arguments: [])
    }

    /// `json.hint-no-nan`:  (JSON has no NaN or Infinity)
    package static func jsonHintNoNan() -> Message {
        Message(id: "json.hint-no-nan", arguments: [])
    }

    /// `manifest.must-be-string`: '{field}' must be a string, found {found}
    package static func manifestMustBeString(field: MessageArgument, found: MessageArgument) -> Message {
        Message(id: "manifest.must-be-string", arguments: [field, found])
    }

    /// `manifest.must-be-flag`: '{field}' must be true or false, found {found}
    package static func manifestMustBeFlag(field: MessageArgument, found: MessageArgument) -> Message {
        Message(id: "manifest.must-be-flag", arguments: [field, found])
    }

    /// `manifest.must-be-strings`: '{field}' must be a list of strings or one string, found {found}
    package static func manifestMustBeStrings(field: MessageArgument, found: MessageArgument) -> Message {
        Message(id: "manifest.must-be-strings", arguments: [field, found])
    }

    /// `manifest.empty-platforms`: '{field}' is empty; list at least one platform, e.g. [macOS], or leave it out
    package static func manifestEmptyPlatforms(field: MessageArgument) -> Message {
        Message(id: "manifest.empty-platforms", arguments: [field])
    }

    /// `manifest.unknown-platform`: unknown platform '{name}'; expected one of {known}
    package static func manifestUnknownPlatform(name: MessageArgument, known: MessageArgument) -> Message {
        Message(id: "manifest.unknown-platform", arguments: [name, known])
    }

    /// `manifest.unknown-field`: unknown field '{field}' in {context}; known fields: {known}
    package static func manifestUnknownField(field: MessageArgument, context: MessageArgument, known: MessageArgument) -> Message {
        Message(id: "manifest.unknown-field", arguments: [field, context, known])
    }

    /// `manifest.in-entry`: a shortcut entry
    package static func manifestInEntry() -> Message {
        Message(id: "manifest.in-entry", arguments: [])
    }

    /// `manifest.in-manifest`: the manifest
    package static func manifestInManifest() -> Message {
        Message(id: "manifest.in-manifest", arguments: [])
    }

    /// `manifest.duplicate-field`: duplicate field '{field}' (first at line {line})
    package static func manifestDuplicateField(field: MessageArgument, line: MessageArgument) -> Message {
        Message(id: "manifest.duplicate-field", arguments: [field, line])
    }

    /// `manifest.entry-not-mapping`: each shortcut must be a mapping with 'title' and 'key', found {found}
    package static func manifestEntryNotMapping(found: MessageArgument) -> Message {
        Message(id: "manifest.entry-not-mapping", arguments: [found])
    }

    /// `manifest.duplicate-id`: duplicate id '{id}' (first at line {line}); ids must be unique
    package static func manifestDuplicateId(id: MessageArgument, line: MessageArgument) -> Message {
        Message(id: "manifest.duplicate-id", arguments: [id, line])
    }

    /// `manifest.empty-title`: 'title' is empty; give the command's menu title
    package static func manifestEmptyTitle() -> Message {
        Message(id: "manifest.empty-title", arguments: [])
    }

    /// `manifest.no-title`: {name} has no 'title'; every shortcut needs the command's title (or 'title: null' for one 
    package static func manifestNoTitle(name: MessageArgument) -> Message {
        Message(id: "manifest.no-title", arguments: [name])
    }

    /// `manifest.no-key`: {name} has no 'key'; add the shortcut, e.g. key: Command-N
    package static func manifestNoKey(name: MessageArgument) -> Message {
        Message(id: "manifest.no-key", arguments: [name])
    }

    /// `manifest.empty-when`: 'when' is empty; name the scope (a view or focus area), or leave 'when' out for the app's 
    package static func manifestEmptyWhen() -> Message {
        Message(id: "manifest.empty-when", arguments: [])
    }

    /// `manifest.kind-not-allowed`: 'kind' must be app, game or agent, found '{found}'
    package static func manifestKindNotAllowed(found: MessageArgument) -> Message {
        Message(id: "manifest.kind-not-allowed", arguments: [found])
    }

    /// `manifest.platforms-outside`: {name} lists {outside}, which the manifest does not declare (it targets {declared}); an en
    package static func manifestPlatformsOutside(name: MessageArgument, outside: MessageArgument, declared: MessageArgument) -> Message {
        Message(id: "manifest.platforms-outside", arguments: [name, outside, declared])
    }

    /// `manifest.not-mapping`: a manifest must be a mapping with 'shortcuts', found {found}
    package static func manifestNotMapping(found: MessageArgument) -> Message {
        Message(id: "manifest.not-mapping", arguments: [found])
    }

    /// `manifest.empty`: the manifest is empty; it needs at least 'shortcuts'
    package static func manifestEmpty() -> Message {
        Message(id: "manifest.empty", arguments: [])
    }

    /// `manifest.no-shortcuts`: the manifest has no 'shortcuts' list
    package static func manifestNoShortcuts() -> Message {
        Message(id: "manifest.no-shortcuts", arguments: [])
    }

    /// `manifest.shortcuts-not-list`: 'shortcuts' must be a list of entries, found {found}
    package static func manifestShortcutsNotList(found: MessageArgument) -> Message {
        Message(id: "manifest.shortcuts-not-list", arguments: [found])
    }

    /// `notation.empty`: the shortcut is empty
    package static func notationEmpty() -> Message {
        Message(id: "notation.empty", arguments: [])
    }

    /// `notation.too-many-strokes`: a shortcut has at most {maximum} keystrokes
    package static func notationTooManyStrokes(maximum: MessageArgument) -> Message {
        Message(id: "notation.too-many-strokes", arguments: [maximum])
    }

    /// `notation.modifier-twice`: modifier {modifier} appears twice
    package static func notationModifierTwice(modifier: MessageArgument) -> Message {
        Message(id: "notation.modifier-twice", arguments: [modifier])
    }

    /// `notation.expected-key`: expected a key
    package static func notationExpectedKey() -> Message {
        Message(id: "notation.expected-key", arguments: [])
    }

    /// `notation.expected-key-after`: expected a key after "{written}"
    package static func notationExpectedKeyAfter(written: MessageArgument) -> Message {
        Message(id: "notation.expected-key-after", arguments: [written])
    }

    /// `notation.unknown-modifier`: unknown modifier "{word}"{hint}
    package static func notationUnknownModifier(word: MessageArgument, hint: MessageArgument) -> Message {
        Message(id: "notation.unknown-modifier", arguments: [word, hint])
    }

    /// `notation.did-you-mean`:  (did you mean "{suggestion}"?)
    package static func notationDidYouMean(suggestion: MessageArgument) -> Message {
        Message(id: "notation.did-you-mean", arguments: [suggestion])
    }

    /// `notation.modifier-without-key`: modifier "{modifier}" must be followed by a key, as in {modifier}-K
    package static func notationModifierWithoutKey(modifier: MessageArgument) -> Message {
        Message(id: "notation.modifier-without-key", arguments: [modifier])
    }

    /// `notation.unknown-function-key`: unknown key "{key}": function keys go from F1 to F20
    package static func notationUnknownFunctionKey(key: MessageArgument) -> Message {
        Message(id: "notation.unknown-function-key", arguments: [key])
    }

    /// `notation.unknown-key`: unknown key "{key}"{hint}
    package static func notationUnknownKey(key: MessageArgument, hint: MessageArgument) -> Message {
        Message(id: "notation.unknown-key", arguments: [key, hint])
    }

    /// `source.too-large`: the file is 2 GB or larger; source files that size are not read
    package static func sourceTooLarge() -> Message {
        Message(id: "source.too-large", arguments: [])
    }

    /// `source.bracket-never-closed`: '{bracket}' is never closed
    package static func sourceBracketNeverClosed(bracket: MessageArgument) -> Message {
        Message(id: "source.bracket-never-closed", arguments: [bracket])
    }

    /// `source.bracket-closes-nothing`: '{bracket}' closes nothing
    package static func sourceBracketClosesNothing(bracket: MessageArgument) -> Message {
        Message(id: "source.bracket-closes-nothing", arguments: [bracket])
    }

    /// `source.too-deep`: brackets nested more than {depth} levels deep; the rest of the file is not read
    package static func sourceTooDeep(depth: MessageArgument) -> Message {
        Message(id: "source.too-deep", arguments: [depth])
    }

    /// `source.unterminated-block-comment`: unterminated block comment: no '*/' closes the '/*' here
    package static func sourceUnterminatedBlockComment() -> Message {
        Message(id: "source.unterminated-block-comment", arguments: [])
    }

    /// `source.unterminated-regex`: unterminated regex literal: no '/{hashes}' closes it
    package static func sourceUnterminatedRegex(hashes: MessageArgument) -> Message {
        Message(id: "source.unterminated-regex", arguments: [hashes])
    }

    /// `source.unterminated-string-on-line`: unterminated string literal: no closing '"' on this line
    package static func sourceUnterminatedStringOnLine() -> Message {
        Message(id: "source.unterminated-string-on-line", arguments: [])
    }

    /// `source.unterminated-raw-string`: unterminated raw string literal: no '){delimiter}"' closes it
    package static func sourceUnterminatedRawString(delimiter: MessageArgument) -> Message {
        Message(id: "source.unterminated-raw-string", arguments: [delimiter])
    }

    /// `source.unterminated-multiline-string`: unterminated multi-line string literal: no closing '"""' follows
    package static func sourceUnterminatedMultilineString() -> Message {
        Message(id: "source.unterminated-multiline-string", arguments: [])
    }

    /// `source.unterminated-string-in-file`: unterminated string literal: no closing '"' before the end of the file
    package static func sourceUnterminatedStringInFile() -> Message {
        Message(id: "source.unterminated-string-in-file", arguments: [])
    }

    /// `source.interpolation-too-deep`: string interpolations nested more than {depth} levels deep
    package static func sourceInterpolationTooDeep(depth: MessageArgument) -> Message {
        Message(id: "source.interpolation-too-deep", arguments: [depth])
    }

    /// `source.unterminated-comment-in-interpolation`: unterminated block comment inside a string interpolation
    package static func sourceUnterminatedCommentInInterpolation() -> Message {
        Message(id: "source.unterminated-comment-in-interpolation", arguments: [])
    }

    /// `source.interpolation-not-closed-on-line`: unterminated string literal: its interpolation '\(' is not closed on this line
    package static func sourceInterpolationNotClosedOnLine() -> Message {
        Message(id: "source.interpolation-not-closed-on-line", arguments: [])
    }

    /// `source.unterminated-interpolation`: unterminated string interpolation: no ')' closes its '\('
    package static func sourceUnterminatedInterpolation() -> Message {
        Message(id: "source.unterminated-interpolation", arguments: [])
    }

    /// `source.endif-without-if`: '#endif' without an '#if'
    package static func sourceEndifWithoutIf() -> Message {
        Message(id: "source.endif-without-if", arguments: [])
    }

    /// `source.if-never-closed`: '#if' is never closed by an '#endif'
    package static func sourceIfNeverClosed() -> Message {
        Message(id: "source.if-never-closed", arguments: [])
    }

    /// `unreadable.note`: {problem}; {consequence}
    package static func unreadableNote(problem: MessageArgument, consequence: MessageArgument) -> Message {
        Message(id: "unreadable.note", arguments: [problem, consequence])
    }

    /// `unreadable.stops-here`: the reader stops here, so the rest of the file is not checked ({calls})
    package static func unreadableStopsHere(calls: MessageArgument) -> Message {
        Message(id: "unreadable.stops-here", arguments: [calls])
    }

    /// `unreadable.next-line`: the reader goes on at the next line, so the rest of line {line} is not checked ({calls})
    package static func unreadableNextLine(line: MessageArgument, calls: MessageArgument) -> Message {
        Message(id: "unreadable.next-line", arguments: [line, calls])
    }

    /// `unreadable.lines`: the reader goes on at line {next}, so lines {first}–{last} are not checked ({calls})
    package static func unreadableLines(next: MessageArgument, first: MessageArgument, last: MessageArgument, calls: MessageArgument) -> Message {
        Message(id: "unreadable.lines", arguments: [next, first, last, calls])
    }

    /// `unreadable.misread`: the code after it is still read and checked, but the brackets or '#if' blocks around it ma
    package static func unreadableMisread() -> Message {
        Message(id: "unreadable.misread", arguments: [])
    }

    /// `unreadable.wide-encoding`: the file is {encoding} encoded, not UTF-8, so it is not checked ({calls}); save it as UTF-
    package static func unreadableWideEncoding(encoding: MessageArgument, calls: MessageArgument) -> Message {
        Message(id: "unreadable.wide-encoding", arguments: [encoding, calls])
    }

    /// `unreadable.invalid-UTF8`: the file is not valid UTF-8: byte 0x{byte} does not start a character; the code is still r
    package static func unreadableInvalidUTF8(byte: MessageArgument) -> Message {
        Message(id: "unreadable.invalid-UTF8", arguments: [byte])
    }

    /// `unreadable.no-calls`: no shortcut-like call in it
    package static func unreadableNoCalls() -> Message {
        Message(id: "unreadable.no-calls", arguments: [])
    }

    /// `unreadable.calls`: {count} shortcut-like {count, plural, one {call} other {calls}} in it
    package static func unreadableCalls(count: MessageArgument) -> Message {
        Message(id: "unreadable.calls", arguments: [count])
    }

    /// `unresolved.dynamic`: dynamic shortcut, not checked: {reason}
    package static func unresolvedDynamic(reason: MessageArgument) -> Message {
        Message(id: "unresolved.dynamic", arguments: [reason])
    }

    /// `unresolved.not-checked`: shortcut not checked: {reason}
    package static func unresolvedNotChecked(reason: MessageArgument) -> Message {
        Message(id: "unresolved.not-checked", arguments: [reason])
    }

    /// `unresolved.no-key`: no key is written
    package static func unresolvedNoKey() -> Message {
        Message(id: "unresolved.no-key", arguments: [])
    }

    /// `unresolved.key-computed`: the key '{code}' is computed at run time
    package static func unresolvedKeyComputed(code: MessageArgument) -> Message {
        Message(id: "unresolved.key-computed", arguments: [code])
    }

    /// `unresolved.more-than-one-key`: the key equivalent "{value}" is more than one key
    package static func unresolvedMoreThanOneKey(value: MessageArgument) -> Message {
        Message(id: "unresolved.more-than-one-key", arguments: [value])
    }

    /// `unresolved.modifiers-computed`: the modifiers '{code}' are computed at run time
    package static func unresolvedModifiersComputed(code: MessageArgument) -> Message {
        Message(id: "unresolved.modifiers-computed", arguments: [code])
    }

    /// `unresolved.caps-lock`: Caps Lock ('{name}') is part of the shortcut, and the rules know no Caps Lock modifier
    package static func unresolvedCapsLock(name: MessageArgument) -> Message {
        Message(id: "unresolved.caps-lock", arguments: [name])
    }

    /// `unresolved.unknown-modifier`: the modifier '{name}' is not one the rules know
    package static func unresolvedUnknownModifier(name: MessageArgument) -> Message {
        Message(id: "unresolved.unknown-modifier", arguments: [name])
    }

    /// `unresolved.off-layout`: "{character}" is not a key of the US keyboard layout the rules know
    package static func unresolvedOffLayout(character: MessageArgument) -> Message {
        Message(id: "unresolved.off-layout", arguments: [character])
    }

    /// `unresolved.undeclared-constant`: '{name}' is a constant this file does not declare
    package static func unresolvedUndeclaredConstant(name: MessageArgument) -> Message {
        Message(id: "unresolved.undeclared-constant", arguments: [name])
    }

    /// `unresolved.lines-and-more`: {lines} and {count} more
    package static func unresolvedLinesAndMore(lines: MessageArgument, count: MessageArgument) -> Message {
        Message(id: "unresolved.lines-and-more", arguments: [lines, count])
    }

    /// `unresolved.lines-and`: {lines} and {last}
    package static func unresolvedLinesAnd(lines: MessageArgument, last: MessageArgument) -> Message {
        Message(id: "unresolved.lines-and", arguments: [lines, last])
    }

    /// `unresolved.ambiguous-constant`: '{name}' may be any of the values declared on lines {lines}
    package static func unresolvedAmbiguousConstant(name: MessageArgument, lines: MessageArgument) -> Message {
        Message(id: "unresolved.ambiguous-constant", arguments: [name, lines])
    }

    /// `unresolved.constant-origin`: '{name}' is the {type} declared on line {line}, where {reason}
    package static func unresolvedConstantOrigin(name: MessageArgument, type: MessageArgument, line: MessageArgument, reason: MessageArgument) -> Message {
        Message(id: "unresolved.constant-origin", arguments: [name, type, line, reason])
    }

    /// `unresolved.custom-call`: the call passes '{label}:', which Apple's API does not take, so it is the project's own he
    package static func unresolvedCustomCall(label: MessageArgument) -> Message {
        Message(id: "unresolved.custom-call", arguments: [label])
    }

    /// `unresolved.custom-method`: '{selector}' is not Apple's method, so it is the project's own helper
    package static func unresolvedCustomMethod(selector: MessageArgument) -> Message {
        Message(id: "unresolved.custom-method", arguments: [selector])
    }

    /// `unresolved.key-set-elsewhere`: the key equivalent of '{code}' is set when the app runs, on a menu item this file gets fro
    package static func unresolvedKeySetElsewhere(code: MessageArgument) -> Message {
        Message(id: "unresolved.key-set-elsewhere", arguments: [code])
    }

    /// `unresolved.helper-without-key`: no key is given to the helper at {place}
    package static func unresolvedHelperWithoutKey(place: MessageArgument) -> Message {
        Message(id: "unresolved.helper-without-key", arguments: [place])
    }

    /// `unresolved.title-computed`: title not checked: the title of this {chord} shortcut is computed at run time, so the rule
    package static func unresolvedTitleComputed(chord: MessageArgument) -> Message {
        Message(id: "unresolved.title-computed", arguments: [chord])
    }

    /// `interface-builder.not-a-document`: not an Interface Builder document: the root element is <{root}>, expected <document> (or t
    package static func interfaceBuilderNotADocument(root: MessageArgument) -> Message {
        Message(id: "interface-builder.not-a-document", arguments: [root])
    }

    /// `interface-builder.not-base64`: its key equivalent is not base64 of UTF-8 text, as Interface Builder writes it (base64-UTF
    package static func interfaceBuilderNotBase64() -> Message {
        Message(id: "interface-builder.not-base64", arguments: [])
    }

    /// `interface-builder.archive-not-base64`: its key equivalent is not base64 of UTF-8 text, as the archiver writes it
    package static func interfaceBuilderArchiveNotBase64() -> Message {
        Message(id: "interface-builder.archive-not-base64", arguments: [])
    }

    /// `interface-builder.not-checked`: "{title}": {reason}, so it is not checked
    package static func interfaceBuilderNotChecked(title: MessageArgument, reason: MessageArgument) -> Message {
        Message(id: "interface-builder.not-checked", arguments: [title, reason])
    }

    /// `interface-builder.unknown-mask-attribute`: its modifier mask has the attribute '{attribute}', which Interface Builder does not write
    package static func interfaceBuilderUnknownMaskAttribute(attribute: MessageArgument) -> Message {
        Message(id: "interface-builder.unknown-mask-attribute", arguments: [attribute])
    }

    /// `interface-builder.mask-value`: its modifier mask says {attribute}="{value}", where Interface Builder writes "YES"
    package static func interfaceBuilderMaskValue(attribute: MessageArgument, value: MessageArgument) -> Message {
        Message(id: "interface-builder.mask-value", arguments: [attribute, value])
    }

    /// `interface-builder.not-a-mask`: its modifier mask "{mask}" is not one Interface Builder writes (a decimal sum of the modif
    package static func interfaceBuilderNotAMask(mask: MessageArgument) -> Message {
        Message(id: "interface-builder.not-a-mask", arguments: [mask])
    }

    /// `interface-builder.more-than-one-character`: the key equivalent "{characters}" is more than one character; AppKit matches a single key
    package static func interfaceBuilderMoreThanOneCharacter(characters: MessageArgument) -> Message {
        Message(id: "interface-builder.more-than-one-character", arguments: [characters])
    }

    /// `interface-builder.unmodelled-key`: the key equivalent {name} (U+{code}) is a key shortcut-lint does not model
    package static func interfaceBuilderUnmodelledKey(name: MessageArgument, code: MessageArgument) -> Message {
        Message(id: "interface-builder.unmodelled-key", arguments: [name, code])
    }

    /// `interface-builder.off-layout`: the key equivalent "{characters}" (U+{code}) is not a key of the US keyboard layout shortc
    package static func interfaceBuilderOffLayout(characters: MessageArgument, code: MessageArgument) -> Message {
        Message(id: "interface-builder.off-layout", arguments: [characters, code])
    }

    /// `run-time-key.sets-through-outlet`: {place} sets '{property}' through the outlet '{outlet}'
    package static func runTimeKeySetsThroughOutlet(place: MessageArgument, property: MessageArgument, outlet: MessageArgument) -> Message {
        Message(id: "run-time-key.sets-through-outlet", arguments: [place, property, outlet])
    }

    /// `run-time-key.untitled-item`: An untitled item
    package static func runTimeKeyUntitledItem() -> Message {
        Message(id: "run-time-key.untitled-item", arguments: [])
    }

    /// `run-time-key.chord`:  {chord}
    package static func runTimeKeyChord(chord: MessageArgument) -> Message {
        Message(id: "run-time-key.chord", arguments: [chord])
    }

    /// `run-time-key.changed`: {item}: the app's code changes its key equivalent when it runs ({reason}), so this file's{
    package static func runTimeKeyChanged(item: MessageArgument, reason: MessageArgument, chord: MessageArgument) -> Message {
        Message(id: "run-time-key.changed", arguments: [item, reason, chord])
    }

    /// `project-file.unreadable`: this project file cannot be read ({reason}), so the platforms, targets and test code it de
    package static func projectFileUnreadable(reason: MessageArgument) -> Message {
        Message(id: "project-file.unreadable", arguments: [reason])
    }

    /// `project-file.no-package`: it declares no 'Package(…)'
    package static func projectFileNoPackage() -> Message {
        Message(id: "project-file.no-package", arguments: [])
    }

    /// `project-file.no-project-object`: it holds no project object ('rootObject' naming one of its 'objects')
    package static func projectFileNoProjectObject() -> Message {
        Message(id: "project-file.no-project-object", arguments: [])
    }

    /// `project-file.not-a-property-list`: it is not a property list as Xcode writes it
    package static func projectFileNotAPropertyList() -> Message {
        Message(id: "project-file.not-a-property-list", arguments: [])
    }

    /// `swiftui-menu-bar.not-shown`: this main menu is never shown, so its {count} {count, plural, one {shortcut is} other {sho
    package static func swiftuiMenuBarNotShown(count: MessageArgument, place: MessageArgument) -> Message {
        Message(id: "swiftui-menu-bar.not-shown", arguments: [count, place])
    }

    /// `translated-titles.in-language`: In {menu} ({place}): {message}
    package static func translatedTitlesInLanguage(menu: MessageArgument, place: MessageArgument, message: MessageArgument) -> Message {
        Message(id: "translated-titles.in-language", arguments: [menu, place, message])
    }

    /// `translated-titles.unreadable`: {place} cannot be read further ({reason}), so its titles are not checked in {menu}
    package static func translatedTitlesUnreadable(place: MessageArgument, reason: MessageArgument, menu: MessageArgument) -> Message {
        Message(id: "translated-titles.unreadable", arguments: [place, reason, menu])
    }

    /// `translated-titles.unreadable-after`: {place} cannot be read further ({reason}), so the titles after it are not checked in {menu
    package static func translatedTitlesUnreadableAfter(place: MessageArgument, reason: MessageArgument, menu: MessageArgument) -> Message {
        Message(id: "translated-titles.unreadable-after", arguments: [place, reason, menu])
    }

}

/// The catalogues of Resources/messages, compiled in so a copied binary needs no resource files.
enum EmbeddedMessages {
    /// Each id's placeholders, in the order a message holds their values (English's order of first use).
    static let placeholders: [String: [String]] = [
        "name.title": ["title"],
        "name.id": ["id"],
        "name.entry": ["number"],
        "name.untitled-shortcut": [],
        "name.untitled-menu-item": [],
        "quoted": ["text"],
        "verbatim": ["text"],
        "input.manifest": [],
        "input.interface-builder": [],
        "input.source-code": [],
        "stroke-of-sequence": ["chord", "symbols", "shortcut"],
        "list.and": ["first", "second"],
        "list.comma": ["first", "second"],
        "list.slash": ["first", "second"],
        "language.display": ["name", "code"],
        "language.menu": ["language"],
        "remedy.or": ["remedy"],
        "remedy.deliberate-in-manifest": ["rule"],
        "remedy.deliberate-in-code": ["rule"],
        "remedy.deliberate-in-menu": ["rule"],
        "remedy.separate-scopes": [],
        "remedy.add-to-menu-in-manifest": [],
        "remedy.add-to-menu-in-code": [],
        "remedy.add-to-menu-in-menu": [],
        "remedy.confine-in-manifest": [],
        "remedy.confine-in-code": [],
        "remedy.discoverability-title-in-manifest": ["title"],
        "remedy.discoverability-title-in-code": ["title"],
        "suppression.expected-allow": ["found"],
        "suppression.found-word": ["word"],
        "suppression.found-nothing": [],
        "suppression.no-rule": [],
        "control-modifier": ["stroke", "name", "count", "total", "percent"],
        "discoverability-title.loses-context": ["name", "menu", "interface", "title", "alternative"],
        "discoverability-title.ipad-interface": [],
        "discoverability-title.vision-interface": [],
        "discoverability-title.remedy": ["remedy"],
        "duplicate-shortcut.same-chord": ["shortcut", "name", "other", "place", "ofMenu", "alternative"],
        "duplicate-shortcut.same-command": ["shortcut", "name", "other", "place", "inMenu", "alternative"],
        "duplicate-shortcut.first-stroke": ["shorter", "shorterName", "longer", "longerName", "place", "inMenu"],
        "duplicate-shortcut.conditional": ["shortcut", "name", "other", "place"],
        "duplicate-shortcut.uppercase-input": ["shortcut", "name", "other", "place", "which"],
        "duplicate-shortcut.agent-app": ["shortcut", "name", "other", "place"],
        "duplicate-shortcut.place-line": ["line"],
        "duplicate-shortcut.place-file": ["path", "line", "app"],
        "duplicate-shortcut.in-menu": ["menu"],
        "duplicate-shortcut.of-menu": ["menu"],
        "globe-modifier": ["stroke", "name"],
        "invalid-shortcut.not-a-shortcut": ["key", "name", "error"],
        "invalid-shortcut.the-key": [],
        "layout-dependent-key.digit": ["stroke", "name", "modifiers"],
        "layout-dependent-key.punctuation": ["stroke", "name", "modifiers"],
        "localization-drift.changed": ["shortcut", "name", "menu", "baseShortcut", "baseName", "path", "line", "baseChord", "alternative"],
        "localization-drift.added": ["shortcut", "name", "menu", "baseName", "path", "line", "alternative"],
        "localization-drift.lost": ["name", "menu", "baseShortcut", "baseName", "path", "line", "baseChord"],
        "missing-modifier.function-key": ["stroke", "name"],
        "missing-modifier.character-key": ["stroke", "name"],
        "missing-modifier.bare-key": ["stroke", "name"],
        "modifier-order": ["shortcut", "fixed"],
        "navigation-key.tab": ["stroke", "name", "alternative"],
        "navigation-key.arrow": ["stroke", "name", "alternative"],
        "navigation-key.text-arrow": ["stroke", "name", "moves", "alternative"],
        "navigation-key.moves-by-word": [],
        "navigation-key.extends-by-word": [],
        "navigation-key.extends-selection": [],
        "navigation-key.voiceover-arrow": ["stroke", "name", "alternative"],
        "option-modifier": ["shortcut", "name", "count", "total", "percent", "limit"],
        "option-types-character.types-character": ["stroke", "name", "modifiers", "typed"],
        "option-types-character.typed": ["key", "character"],
        "option-types-character.accent": [],
        "prefer-command": ["stroke", "name"],
        "repurposed-standard.takes-standard": ["written", "owner", "names", "action", "remedy"],
        "repurposed-standard.takes-behavior": ["written", "behavior", "condition", "remedy"],
        "repurposed-standard.takes-standard-beside": ["written", "owner", "names", "action", "evidence", "remedy"],
        "repurposed-standard.takes-standard-unused": ["written", "owner", "names", "action", "remedy"],
        "repurposed-standard.takes-behavior-beside": ["written", "behavior", "condition", "evidence", "remedy", "also"],
        "repurposed-standard.takes-behavior-unused": ["written", "behavior", "condition", "remedy", "also"],
        "repurposed-standard.evidence": ["name", "line"],
        "repurposed-standard.evidence-elsewhere": ["name", "place"],
        "repurposed-standard.also-keys": ["keys"],
        "repurposed-standard.key-in": ["symbols", "name"],
        "repurposed-standard.written": ["shortcut", "name"],
        "repurposed-standard.written-first-stroke": ["first", "symbols", "shortcut", "name"],
        "repurposed-standard.owner-standard": [],
        "repurposed-standard.owner-house": [],
        "repurposed-standard.and-condition": ["condition"],
        "repurposed-standard.add-repurposes": ["id"],
        "repurposed-standard.unknown-id": ["id", "name", "symbols"],
        "repurposed-standard.other-chord": ["id", "name", "row", "rowSymbols", "shortcut"],
        "shortcut-only-action.untitled": [],
        "shortcut-only-action.touch": ["name", "platforms", "untitled", "remedy"],
        "shortcut-only-action.mac": ["name", "remedy"],
        "system-reserved.by-system": ["stroke", "name", "platforms", "action"],
        "system-reserved.conditionally": ["stroke", "name", "platforms", "condition", "action"],
        "system-reserved.depending-on-settings": [],
        "system-reserved.by-house-table": ["stroke", "name", "row", "action"],
        "too-many-custom": ["input", "count", "limit"],
        "two-character-key.shift-with-upper": ["shortcut", "name", "upper", "fixed"],
        "two-character-key.shift-with-lower": ["shortcut", "name", "lower", "upper", "fixed"],
        "unrelated-shift-variant.unrelated": ["shortcut", "name", "base", "baseSymbols", "what", "added", "remedy"],
        "unrelated-shift-variant.standard": ["command"],
        "unrelated-shift-variant.entry": ["other", "line"],
        "unrelated-shift-variant.add-complements": ["id"],
        "unrelated-shift-variant.add-id-and-complements": [],
        "unrelated-shift-variant.unknown-complements": ["id", "name"],
        "unsupported-platform": [],
        "unused-suppression.unknown-rule": ["id", "hint"],
        "unused-suppression.write": ["id"],
        "unused-suppression.list-rules": [],
        "unused-suppression.unsuppressible": ["id"],
        "unused-suppression.unused": ["name", "id", "place"],
        "unused-suppression.the-comment": [],
        "unused-suppression.the-allow-list": [],
        "unused-suppression.not-a-suppression": ["problem"],
        "unused-suppression.on-no-entry": [],
        "syntax.unsupported-yaml": ["feature"],
        "kind.null-value": [],
        "kind.boolean": [],
        "kind.number": [],
        "kind.string": [],
        "kind.list": [],
        "kind.mapping": [],
        "strings.binary-plist": [],
        "strings.ends-before-brace": [],
        "strings.text-after-brace": [],
        "strings.semicolon": [],
        "strings.ends-expecting-string": [],
        "strings.string-expected": ["character"],
        "strings.unclosed-string": ["line"],
        "strings.not-strings-plist": [],
        "encoding.wide": ["name", "order"],
        "encoding.little-endian": [],
        "encoding.big-endian": [],
        "encoding.not-utf8": ["encoding"],
        "encoding.invalid-byte": ["byte"],
        "yaml.bad-indentation": ["column"],
        "yaml.key-found-sequence-entry": [],
        "yaml.key-after-properties": [],
        "yaml.key-found-block-scalar": [],
        "yaml.colon-after-key": [],
        "yaml.collection-after-properties": [],
        "yaml.sequence-on-this-line": [],
        "yaml.mapping-on-this-line": [],
        "yaml.value-ending-with-colon": [],
        "yaml.mapping-on-key-line": [],
        "yaml.colon-after-multiline": [],
        "yaml.no-flow-open": ["found"],
        "yaml.directive-after-start": [],
        "yaml.reserved-indicator": ["found"],
        "yaml.unexpected-value": ["found"],
        "yaml.one-anchor": [],
        "yaml.one-tag": [],
        "yaml.indentation-indicator": [],
        "yaml.comment-after-header": [],
        "yaml.block-scalar-header": ["found"],
        "yaml.leading-empty-line": [],
        "yaml.one-yaml-directive": [],
        "yaml.invalid-version": ["version"],
        "yaml.invalid-tag-handle": ["handle"],
        "yaml.tag-needs-prefix": [],
        "yaml.tag-handle-twice": ["handle"],
        "yaml.tab-indentation": [],
        "yaml.control-character": ["code"],
        "yaml.too-deep": ["depth"],
        "yaml.flow-expected": ["expected", "kind", "found"],
        "yaml.comma-or": ["closing"],
        "yaml.flow-missing-entry": ["kind"],
        "yaml.unclosed-flow-sequence": [],
        "yaml.unclosed-flow-mapping": [],
        "yaml.implicit-key-one-line": [],
        "yaml.block-in-flow": ["found"],
        "yaml.block-scalar-in-flow": [],
        "yaml.comment-space-flow": [],
        "yaml.marker-in-flow": [],
        "yaml.flow-indent-at-least": ["spaces"],
        "yaml.flow-indent-more": [],
        "yaml.comment-space-value": [],
        "yaml.after-value": ["found"],
        "yaml.space-after-property": ["found"],
        "yaml.needs-name": ["what", "indicator"],
        "yaml.unclosed-verbatim-tag": [],
        "yaml.tag-bang": [],
        "yaml.tag-needs-name": ["tag"],
        "yaml.undeclared-handle": ["handle"],
        "yaml.unsupported-tag": ["tag"],
        "yaml.invalid-percent-escape": [],
        "yaml.alias-properties": [],
        "yaml.tag-does-not-fit": ["tag", "value"],
        "yaml.undefined-alias": ["name"],
        "yaml.tag-empty-value": ["tag"],
        "yaml.tag-cannot-be-given": ["tag", "what"],
        "yaml.alias-bomb": ["count"],
        "yaml.unclosed-string": ["kind"],
        "yaml.marker-in-string": ["kind"],
        "yaml.unclosed-string-indent": ["kind", "count"],
        "yaml.invalid-escape": ["escape"],
        "yaml.escape-digits": ["escape", "digits"],
        "yaml.escape-not-scalar": ["escape"],
        "yaml.directive-needs-document": [],
        "yaml.content-after-value": ["found"],
        "yaml.second-document": ["line"],
        "yaml.feature-collection-key": [],
        "yaml.feature-mapping-key": [],
        "yaml.feature-version": ["version"],
        "yaml.feature-merge-keys": [],
        "yaml.feature-recursive-alias": ["name"],
        "yaml.feature-collection-key-alias": ["name"],
        "yaml.feature-null-key": [],
        "yaml.word-sequence": [],
        "yaml.word-mapping": [],
        "yaml.word-single-quoted": [],
        "yaml.word-double-quoted": [],
        "yaml.word-an-anchor": [],
        "yaml.word-an-alias": [],
        "yaml.word-a-mapping": [],
        "yaml.word-a-sequence": [],
        "yaml.found-end": [],
        "yaml.found-line-break": [],
        "yaml.found-tab": [],
        "yaml.found-control": [],
        "yaml.found-character": ["character"],
        "xml.declaration-unclosed": ["position"],
        "xml.declaration-space": ["name"],
        "xml.declaration-order": ["name"],
        "xml.declaration-version-first": [],
        "xml.declaration-equals": ["name"],
        "xml.unknown-version": ["version"],
        "xml.declared-encoding": ["encoding"],
        "xml.standalone-value": ["value"],
        "xml.declaration-needs-version": [],
        "xml.declaration-first": [],
        "xml.instruction-space": ["name", "found"],
        "xml.double-dash": [],
        "xml.doctype-position": [],
        "xml.doctype-space": [],
        "xml.doctype-identifier": ["keyword"],
        "xml.doctype-system-identifier": [],
        "xml.doctype-internal-subset": [],
        "xml.doctype-unclosed": ["position", "found"],
        "xml.doctype-unsupported": [],
        "xml.literal-expected": ["what", "found"],
        "xml.literal-less-than": ["what"],
        "xml.literal-unclosed": ["what", "position"],
        "xml.unclosed-before-end": ["what", "position"],
        "xml.control-character": ["code", "hex"],
        "xml.noncharacter": ["code"],
        "xml.text-after-root": [],
        "xml.root-expected": ["found"],
        "xml.unclosed-element": ["name", "position"],
        "xml.no-root": [],
        "xml.cdata-outside": [],
        "xml.after-bang": [],
        "xml.second-root": ["name"],
        "xml.too-deep": ["depth"],
        "xml.end-in-start-tag": ["name", "position"],
        "xml.empty-element-end": ["name"],
        "xml.tag-end-expected": ["after", "found"],
        "xml.after-attribute-value": [],
        "xml.after-element-name": ["name"],
        "xml.attribute-space": ["attribute", "name"],
        "xml.attribute-equals": ["name", "element"],
        "xml.attribute-value-expected": ["name", "found"],
        "xml.attribute-value-unclosed": ["name", "position", "quote"],
        "xml.attribute-less-than": [],
        "xml.duplicate-attribute": ["name", "element"],
        "xml.end-tag-unclosed": ["name", "found"],
        "xml.end-tag-no-start": ["name"],
        "xml.end-tag-mismatch": ["name", "start", "position"],
        "xml.cdata-end-in-text": [],
        "xml.name-expected": ["what", "found"],
        "xml.reference-digits": ["written"],
        "xml.reference-hex-digits": ["written"],
        "xml.reference-semicolon": ["written"],
        "xml.reference-not-allowed": ["written"],
        "xml.ampersand": [],
        "xml.entity-semicolon": ["name"],
        "xml.undefined-entity": ["name"],
        "xml.what-declaration-name": [],
        "xml.what-value-of": ["name"],
        "xml.what-instruction-name": [],
        "xml.what-instruction": ["name"],
        "xml.what-comment": [],
        "xml.what-cdata": [],
        "xml.what-doctype-name": [],
        "xml.what-package-identifier": [],
        "xml.what-system-identifier": [],
        "xml.what-element-name": [],
        "xml.what-end-element-name": [],
        "xml.found-end": [],
        "xml.found-space": [],
        "xml.found-tab": [],
        "xml.found-line-break": [],
        "xml.found-character": ["character"],
        "xml.found-non-ascii": [],
        "xml.found-control": ["code"],
        "json.end-expecting-value": [],
        "json.unterminated-string": [],
        "json.invalid-unicode-escape": [],
        "json.leading-zero": [],
        "json.too-deep": ["depth"],
        "json.what-value": [],
        "json.trailing-comma-member": ["closing"],
        "json.trailing-comma-value": ["closing"],
        "json.hint-missing-comma-members": [],
        "json.hint-missing-comma-elements": [],
        "json.what-separator-in-object": [],
        "json.what-separator-in-array": [],
        "json.hint-quote-keys": [],
        "json.what-key-after-comma": [],
        "json.what-key-or-close": [],
        "json.what-colon": [],
        "json.expected-end-of-file": ["found"],
        "json.end-in-literal": ["word"],
        "json.line-break-in-string": [],
        "json.tab-in-string": [],
        "json.control-in-string": ["code"],
        "json.invalid-escape": ["character"],
        "json.invalid-escape-before": ["found"],
        "json.unpaired-high-surrogate": ["unit"],
        "json.unpaired-low-surrogate": ["unit"],
        "json.what-digit-after-minus": [],
        "json.what-digit-after-point": [],
        "json.what-digit-after-exponent": [],
        "json.found-end-of-file": [],
        "json.found-quoted": ["text"],
        "json.found-space": [],
        "json.found-tab": [],
        "json.found-line-break": [],
        "json.found-control": ["code"],
        "json.found-byte-order-mark": [],
        "json.found-character": ["text", "code"],
        "json.end-expected": ["what", "hint"],
        "json.expected": ["what", "found", "hint"],
        "json.hint-no-comments": [],
        "json.hint-double-quotes": [],
        "json.hint-no-plus": [],
        "json.hint-leading-digit": [],
        "json.hint-no-nan": [],
        "manifest.must-be-string": ["field", "found"],
        "manifest.must-be-flag": ["field", "found"],
        "manifest.must-be-strings": ["field", "found"],
        "manifest.empty-platforms": ["field"],
        "manifest.unknown-platform": ["name", "known"],
        "manifest.unknown-field": ["field", "context", "known"],
        "manifest.in-entry": [],
        "manifest.in-manifest": [],
        "manifest.duplicate-field": ["field", "line"],
        "manifest.entry-not-mapping": ["found"],
        "manifest.duplicate-id": ["id", "line"],
        "manifest.empty-title": [],
        "manifest.no-title": ["name"],
        "manifest.no-key": ["name"],
        "manifest.empty-when": [],
        "manifest.kind-not-allowed": ["found"],
        "manifest.platforms-outside": ["name", "outside", "declared"],
        "manifest.not-mapping": ["found"],
        "manifest.empty": [],
        "manifest.no-shortcuts": [],
        "manifest.shortcuts-not-list": ["found"],
        "notation.empty": [],
        "notation.too-many-strokes": ["maximum"],
        "notation.modifier-twice": ["modifier"],
        "notation.expected-key": [],
        "notation.expected-key-after": ["written"],
        "notation.unknown-modifier": ["word", "hint"],
        "notation.did-you-mean": ["suggestion"],
        "notation.modifier-without-key": ["modifier"],
        "notation.unknown-function-key": ["key"],
        "notation.unknown-key": ["key", "hint"],
        "source.too-large": [],
        "source.bracket-never-closed": ["bracket"],
        "source.bracket-closes-nothing": ["bracket"],
        "source.too-deep": ["depth"],
        "source.unterminated-block-comment": [],
        "source.unterminated-regex": ["hashes"],
        "source.unterminated-string-on-line": [],
        "source.unterminated-raw-string": ["delimiter"],
        "source.unterminated-multiline-string": [],
        "source.unterminated-string-in-file": [],
        "source.interpolation-too-deep": ["depth"],
        "source.unterminated-comment-in-interpolation": [],
        "source.interpolation-not-closed-on-line": [],
        "source.unterminated-interpolation": [],
        "source.endif-without-if": [],
        "source.if-never-closed": [],
        "unreadable.note": ["problem", "consequence"],
        "unreadable.stops-here": ["calls"],
        "unreadable.next-line": ["line", "calls"],
        "unreadable.lines": ["next", "first", "last", "calls"],
        "unreadable.misread": [],
        "unreadable.wide-encoding": ["encoding", "calls"],
        "unreadable.invalid-UTF8": ["byte"],
        "unreadable.no-calls": [],
        "unreadable.calls": ["count"],
        "unresolved.dynamic": ["reason"],
        "unresolved.not-checked": ["reason"],
        "unresolved.no-key": [],
        "unresolved.key-computed": ["code"],
        "unresolved.more-than-one-key": ["value"],
        "unresolved.modifiers-computed": ["code"],
        "unresolved.caps-lock": ["name"],
        "unresolved.unknown-modifier": ["name"],
        "unresolved.off-layout": ["character"],
        "unresolved.undeclared-constant": ["name"],
        "unresolved.lines-and-more": ["lines", "count"],
        "unresolved.lines-and": ["lines", "last"],
        "unresolved.ambiguous-constant": ["name", "lines"],
        "unresolved.constant-origin": ["name", "type", "line", "reason"],
        "unresolved.custom-call": ["label"],
        "unresolved.custom-method": ["selector"],
        "unresolved.key-set-elsewhere": ["code"],
        "unresolved.helper-without-key": ["place"],
        "unresolved.title-computed": ["chord"],
        "interface-builder.not-a-document": ["root"],
        "interface-builder.not-base64": [],
        "interface-builder.archive-not-base64": [],
        "interface-builder.not-checked": ["title", "reason"],
        "interface-builder.unknown-mask-attribute": ["attribute"],
        "interface-builder.mask-value": ["attribute", "value"],
        "interface-builder.not-a-mask": ["mask"],
        "interface-builder.more-than-one-character": ["characters"],
        "interface-builder.unmodelled-key": ["name", "code"],
        "interface-builder.off-layout": ["characters", "code"],
        "run-time-key.sets-through-outlet": ["place", "property", "outlet"],
        "run-time-key.untitled-item": [],
        "run-time-key.chord": ["chord"],
        "run-time-key.changed": ["item", "reason", "chord"],
        "project-file.unreadable": ["reason"],
        "project-file.no-package": [],
        "project-file.no-project-object": [],
        "project-file.not-a-property-list": [],
        "swiftui-menu-bar.not-shown": ["count", "place"],
        "translated-titles.in-language": ["menu", "place", "message"],
        "translated-titles.unreadable": ["place", "reason", "menu"],
        "translated-titles.unreadable-after": ["place", "reason", "menu"],
        "docs.yes": [],
        "docs.no": [],
        "docs.default-severity": ["severity"],
        "docs.fixable": ["fixable"],
        "docs.not-configurable": [],
        "docs.defers-to": ["rules"],
        "docs.options": [],
        "docs.options-header": [],
        "docs.configuration": [],
        "docs.in-config-file": [],
        "docs.setting-default": ["others"],
        "docs.setting-defaults": [],
        "docs.suppress-in-code": ["rule"],
        "docs.suppress-in-menu": ["rule"],
        "docs.suppress-in-manifest": ["rule"],
        "docs.triggers": [],
        "docs.does-not-trigger": [],
        "docs.fix-writes": [],
        "docs.rules-title": [],
        "docs.rules-generated": [],
        "docs.rules-header": [],
        "docs.revision-baseline": [],
        "docs.revision-later": ["page", "date", "adopts"],
        "revisions.keyboards-2025.page": [],
        "revisions.keyboards-2025.date": [],
        "revisions.game-key-bindings": [],
        "syntax-error.summary": [],
        "syntax-error.rationale": [],
        "syntax-error.notes.an-unclosed-quote": [],
        "invalid-manifest.summary": [],
        "invalid-manifest.rationale": [],
        "invalid-manifest.notes.no-key-the-finding-points": [],
        "invalid-manifest.notes.a-plain-yaml-scalar-is": [],
        "unknown-field.summary": [],
        "unknown-field.rationale": [],
        "unresolved-shortcut.summary": [],
        "unresolved-shortcut.rationale": [],
        "unresolved-shortcut.notes.the-key-is-a-variable": [],
        "unreadable-source.summary": [],
        "unreadable-source.rationale": [],
        "unreadable-source.notes.a-multi-line-string-that": [],
        "invalid-shortcut.summary": [],
        "invalid-shortcut.rationale": [],
        "invalid-shortcut.notes.the-finding-underlines-the-unknown": [],
        "duplicate-shortcut.summary": [],
        "duplicate-shortcut.rationale": [],
        "duplicate-shortcut.guideline.quote": [],
        "duplicate-shortcut.guideline.source": [],
        "duplicate-shortcut.guideline.section": [],
        "duplicate-shortcut.guideline.url": [],
        "duplicate-shortcut.notes.two-entries-in-the-same": [],
        "duplicate-shortcut.notes.the-standard-command-keeps-its": [],
        "duplicate-shortcut.notes.the-same-command-twice-a": [],
        "duplicate-shortcut.notes.the-editors-run-overrides-the": [],
        "duplicate-shortcut.notes.two-of-apples-own-items": [],
        "duplicate-shortcut.notes.a-hidden-menu-item-takes": [],
        "duplicate-shortcut.notes.an-agent-apps-menu-bar-is": [],
        "localization-drift.summary": [],
        "localization-drift.rationale": [],
        "localization-drift.guideline.quote": [],
        "localization-drift.guideline.source": [],
        "localization-drift.guideline.section": [],
        "localization-drift.guideline.url": [],
        "localization-drift.notes.the-base-file-moved-publish": [],
        "localization-drift.notes.a-shortcut-only-the-french": [],
        "localization-drift.notes.the-translation-keeps-the-bases": [],
        "localization-drift.notes.a-deliberate-change-said-so": [],
        "system-reserved.summary": [],
        "system-reserved.rationale": [],
        "system-reserved.guideline.quote": [],
        "system-reserved.guideline.source": [],
        "system-reserved.guideline.section": [],
        "system-reserved.guideline.url": [],
        "system-reserved.notes.every-stroke-of-a-sequence": [],
        "system-reserved.notes.the-item-appkit-adds-to": [],
        "system-reserved.notes.f11-alone-is-reserved-on": [],
        "system-reserved.notes.marked-in-the-hig-but": [],
        "system-reserved.notes.dashboard-left-macos-in-10": [],
        "system-reserved.notes.varies-apple-reserved-in-the": [],
        "system-reserved.notes.switch-to-desktop-1-shipped": [],
        "system-reserved.notes.an-accessibility-shortcut-off-by": [],
        "repurposed-standard.summary": [],
        "repurposed-standard.rationale": [],
        "repurposed-standard.guideline.quote": [],
        "repurposed-standard.guideline.source": [],
        "repurposed-standard.guideline.section": [],
        "repurposed-standard.guideline.url": [],
        "repurposed-standard.notes.a-misspelt-id-silences-nothing": [],
        "repurposed-standard.notes.a-sequence-takes-its-first": [],
        "repurposed-standard.notes.a-key-the-text-system": [],
        "repurposed-standard.notes.a-behaviour-that-is-also": [],
        "repurposed-standard.notes.command-k-is-no-standard": [],
        "repurposed-standard.notes.bold-in-german-a-standard": [],
        "repurposed-standard.notes.select-all-in-japanese-read": [],
        "repurposed-standard.notes.the-key-bound-to-its": [],
        "repurposed-standard.notes.appkits-own-tab-item-on": [],
        "repurposed-standard.notes.finders-new-folder-is-one": [],
        "repurposed-standard.notes.an-item-that-sends-the": [],
        "repurposed-standard.notes.interface-builder-records-the-action": [],
        "repurposed-standard.notes.beside-find-items-command-g-is": [],
        "repurposed-standard.notes.an-app-with-no-text": [],
        "repurposed-standard.notes.the-keys-of-the-text": [],
        "modifier-order.summary": [],
        "modifier-order.rationale": [],
        "modifier-order.guideline.quote": [],
        "modifier-order.guideline.source": [],
        "modifier-order.guideline.section": [],
        "modifier-order.guideline.url": [],
        "modifier-order.notes.the-fix-keeps-the-notation": [],
        "modifier-order.notes.two-character-keys-fix-command": [],
        "modifier-order.notes.globe-is-not-one-of": [],
        "control-modifier.summary": [],
        "control-modifier.rationale": [],
        "control-modifier.guideline.quote": [],
        "control-modifier.guideline.source": [],
        "control-modifier.guideline.section": [],
        "control-modifier.guideline.url": [],
        "control-modifier.notes.control-without-command-is-still": [],
        "control-modifier.notes.a-standard-shortcut-declared-for": [],
        "option-modifier.summary": [],
        "option-modifier.rationale": [],
        "option-modifier.guideline.quote": [],
        "option-modifier.guideline.source": [],
        "option-modifier.guideline.section": [],
        "option-modifier.guideline.url": [],
        "option-modifier.options.maxShare": [],
        "option-modifier.notes.2-of-3-custom-shortcuts": [],
        "option-modifier.notes.1-of-4-25-is": [],
        "option-modifier.notes.option-variants-of-the-apps": [],
        "option-types-character.summary": [],
        "option-types-character.rationale": [],
        "option-types-character.guideline.quote": [],
        "option-types-character.guideline.source": [],
        "option-types-character.guideline.section": [],
        "option-types-character.guideline.url": [],
        "option-types-character.notes.a-function-key-types-nothing": [],
        "prefer-command.summary": [],
        "prefer-command.rationale": [],
        "prefer-command.guideline.quote": [],
        "prefer-command.guideline.source": [],
        "prefer-command.guideline.section": [],
        "prefer-command.guideline.url": [],
        "prefer-command.notes.no-modifier-at-all-is": [],
        "prefer-command.notes.a-games-key-binding": [],
        "unrelated-shift-variant.summary": [],
        "unrelated-shift-variant.rationale": [],
        "unrelated-shift-variant.guideline.quote": [],
        "unrelated-shift-variant.guideline.source": [],
        "unrelated-shift-variant.guideline.section": [],
        "unrelated-shift-variant.guideline.url": [],
        "unrelated-shift-variant.notes.one-group-of-one-menu": [],
        "unrelated-shift-variant.notes.one-action-on-both-chords": [],
        "unrelated-shift-variant.notes.titles-the-code-computes": [],
        "unrelated-shift-variant.notes.command-z-is-undo": [],
        "unrelated-shift-variant.notes.any-added-modifier-counts-control": [],
        "unrelated-shift-variant.notes.the-apps-own-command-on": [],
        "unrelated-shift-variant.notes.sharing-a-submenu-of-full": [],
        "unrelated-shift-variant.notes.a-misspelt-id-relates-nothing": [],
        "unrelated-shift-variant.notes.in-an-interface-builder-menu": [],
        "unrelated-shift-variant.notes.the-table-pairs-redo-with": [],
        "unrelated-shift-variant.notes.no-base-command-is-safaris": [],
        "unrelated-shift-variant.notes.related-to-the-apps-own": [],
        "unrelated-shift-variant.notes.a-word-with-un-undoes": [],
        "unrelated-shift-variant.notes.a-noun-in-ment-names": [],
        "unrelated-shift-variant.notes.two-numbered-lists-side-by": [],
        "unrelated-shift-variant.notes.no-base-italic-and-underline": [],
        "unrelated-shift-variant.notes.one-word-items-of-one": [],
        "unrelated-shift-variant.notes.an-alternate-item-alternate-yes": [],
        "two-character-key.summary": [],
        "two-character-key.rationale": [],
        "two-character-key.guideline.quote": [],
        "two-character-key.guideline.source": [],
        "two-character-key.guideline.section": [],
        "two-character-key.guideline.url": [],
        "two-character-key.notes.digits-keep-their-lower-character": [],
        "layout-dependent-key.summary": [],
        "layout-dependent-key.rationale": [],
        "layout-dependent-key.guideline.quote": [],
        "layout-dependent-key.guideline.source": [],
        "layout-dependent-key.guideline.section": [],
        "layout-dependent-key.guideline.url": [],
        "layout-dependent-key.notes.double-quote-is-shifted-apostrophe": [],
        "globe-modifier.summary": [],
        "globe-modifier.rationale": [],
        "globe-modifier.notes.the-systems-own-item-declared": [],
        "missing-modifier.summary": [],
        "missing-modifier.rationale": [],
        "missing-modifier.guideline.quote": [],
        "missing-modifier.guideline.source": [],
        "missing-modifier.guideline.section": [],
        "missing-modifier.guideline.url": [],
        "missing-modifier.notes.also-fails-wcag-2-1": [],
        "missing-modifier.notes.reported-as-info": [],
        "missing-modifier.notes.a-menu-command-on-return": [],
        "missing-modifier.notes.return-and-esc-for-a": [],
        "missing-modifier.notes.the-second-stroke-of-a": [],
        "missing-modifier.notes.a-games-menu-commands-follow": [],
        "missing-modifier.notes.a-games-key-bindings-often": [],
        "missing-modifier.notes.a-menu-of-its-own": [],
        "navigation-key.summary": [],
        "navigation-key.rationale": [],
        "navigation-key.later-revision": ["gameKeyBindings"],
        "navigation-key.guideline.quote": [],
        "navigation-key.guideline.source": [],
        "navigation-key.guideline.section": [],
        "navigation-key.guideline.url": [],
        "navigation-key.notes.confined-to-a-view": [],
        "navigation-key.notes.a-games-key-binding": [],
        "too-many-custom.summary": [],
        "too-many-custom.rationale": [],
        "too-many-custom.guideline.quote": [],
        "too-many-custom.guideline.source": [],
        "too-many-custom.guideline.section": [],
        "too-many-custom.guideline.url": [],
        "too-many-custom.options.max": [],
        "too-many-custom.notes.51-custom-shortcuts-one-per": [],
        "discoverability-title.summary": [],
        "discoverability-title.rationale": [],
        "discoverability-title.later-revision": [],
        "discoverability-title.guideline.quote": [],
        "discoverability-title.guideline.source": [],
        "discoverability-title.guideline.section": [],
        "discoverability-title.guideline.url": [],
        "discoverability-title.notes.japanese-titles-are-joined-without": [],
        "discoverability-title.notes.a-uikit-key-command-in": [],
        "discoverability-title.notes.the-mac-menu-bar-shows": [],
        "discoverability-title.notes.the-higs-own-example-in": [],
        "discoverability-title.notes.a-uikit-key-command-whose": [],
        "discoverability-title.notes.visionos-lists-shortcuts-the-same": [],
        "discoverability-title.notes.a-discoverability-title-that-only-repeats": [],
        "discoverability-title.notes.a-standard-commands-title-makes-sense": [],
        "shortcut-only-action.summary": [],
        "shortcut-only-action.rationale": [],
        "shortcut-only-action.guideline.quote": [],
        "shortcut-only-action.guideline.source": [],
        "shortcut-only-action.guideline.section": [],
        "shortcut-only-action.guideline.url": [],
        "shortcut-only-action.notes.macos-only-info": [],
        "shortcut-only-action.notes.the-same-command-in-the": [],
        "shortcut-only-action.notes.a-uikit-key-command-with": [],
        "shortcut-only-action.notes.a-games-key-binding-beside": [],
        "unsupported-platform.summary": [],
        "unsupported-platform.rationale": [],
        "unsupported-platform.guideline.quote": [],
        "unsupported-platform.guideline.source": [],
        "unsupported-platform.guideline.section": [],
        "unsupported-platform.guideline.url": [],
        "unused-suppression.summary": [],
        "unused-suppression.rationale": [],
        "unused-suppression.notes.the-modifiers-are-already-in": [],
        "unused-suppression.notes.a-misspelt-rule-id-suppresses": [],
        "report.try": ["chords"],
        "report.summary": ["errors", "warnings", "notes", "files", "shortcuts"],
        "report.count.errors": ["count"],
        "report.count.warnings": ["count"],
        "report.count.notes": ["count"],
        "report.list-separator": [],
        "report.github.not-annotated": ["total", "counts", "limit"],
        "report.github.title": ["tool"],
        "report.sarif.baseline": [],
        "report.sarif.other-entry-titled-with-id": ["title", "id"],
        "report.sarif.other-entry-titled": ["title"],
        "report.sarif.other-entry-with-id": ["id"],
        "report.sarif.other-entry": [],
        "report.sarif.left-out": ["omitted", "limit"],
        "cli.headings.overview": [],
        "cli.headings.usage": [],
        "cli.headings.arguments": [],
        "cli.headings.options": [],
        "cli.headings.subcommands": [],
        "cli.main.overview": [],
        "cli.main.description": [],
        "cli.main.path": [],
        "cli.main.default": [],
        "cli.main.see-help": [],
        "cli.rules.rule": [],
        "cli.rules.severity": [],
        "cli.rules.enabled": [],
        "cli.rules.fixable": [],
        "cli.rules.summary": [],
        "cli.rules.configuration": ["path"],
        "cli.rules.no-configuration": [],
        "cli.rules.abstract": [],
        "cli.options.fix.fix": [],
        "cli.options.fix.dry-run": [],
        "cli.options.baseline.baseline": [],
        "cli.options.baseline.write-baseline": [],
        "cli.options.input.config": [],
        "cli.options.input.force-exclude": [],
        "cli.options.input.stdin-filename": [],
        "cli.options.check.reserved": [],
        "cli.options.check.platform": [],
        "cli.options.check.platform-version": [],
        "cli.options.listing.format": [],
        "cli.options.report.format": [],
        "cli.options.report.output": [],
        "cli.options.report.strict": [],
        "cli.options.report.max-warnings": [],
        "cli.options.report.quiet": [],
        "cli.options.report.color": [],
        "cli.options.report.no-color": [],
        "cli.options.extract.output": [],
        "cli.options.reserved.platform": [],
        "cli.options.explain.all": [],
        "cli.options.common.help": [],
        "cli.options.common.version": [],
        "cli.options.common.lang": ["languages"],
        "cli.explain.abstract": [],
        "cli.explain.arguments.rule": [],
        "cli.extract.abstract": [],
        "cli.extract.arguments.path": [],
        "cli.extract.discussion": [],
        "cli.lint.abstract": [],
        "cli.lint.arguments.path": [],
        "cli.lint.discussion": [],
        "cli.reserved.abstract": [],
        "cli.reserved.arguments.chord": [],
        "cli.schema.abstract": [],
        "cli.schema.discussion": [],
        "cli.skipped.heading": [],
        "cli.skipped.line": ["reason", "names"],
        "cli.skipped.test-code": ["count"],
        "cli.skipped.not-built": ["count"],
        "cli.skipped.other-app": ["count"],
        "cli.skipped.tool-copy": ["count"],
        "cli.skipped.not-a-manifest": ["count"],
        "cli.skipped.name": ["name"],
        "cli.skipped.not-built-name": ["target", "project", "outer"],
        "cli.skipped.other-app-name": ["target", "project"],
        "cli.skipped.separator": [],
        "cli.skipped.and-more": ["names", "count"],
        "cli.skipped.tests-hint": [],
        "language-names.ar": [],
        "language-names.bg": [],
        "language-names.ca": [],
        "language-names.cs": [],
        "language-names.da": [],
        "language-names.de": [],
        "language-names.el": [],
        "language-names.en": [],
        "language-names.en-AU": [],
        "language-names.en-GB": [],
        "language-names.es": [],
        "language-names.es-419": [],
        "language-names.es-MX": [],
        "language-names.et": [],
        "language-names.eu": [],
        "language-names.fa": [],
        "language-names.fi": [],
        "language-names.fr": [],
        "language-names.fr-CA": [],
        "language-names.gl": [],
        "language-names.he": [],
        "language-names.hi": [],
        "language-names.hr": [],
        "language-names.hu": [],
        "language-names.id": [],
        "language-names.is": [],
        "language-names.it": [],
        "language-names.ja": [],
        "language-names.kk": [],
        "language-names.ko": [],
        "language-names.lt": [],
        "language-names.lv": [],
        "language-names.ms": [],
        "language-names.nb": [],
        "language-names.nl": [],
        "language-names.nn": [],
        "language-names.no": [],
        "language-names.pl": [],
        "language-names.pt": [],
        "language-names.pt-BR": [],
        "language-names.pt-PT": [],
        "language-names.ro": [],
        "language-names.ru": [],
        "language-names.sk": [],
        "language-names.sl": [],
        "language-names.sr": [],
        "language-names.sv": [],
        "language-names.th": [],
        "language-names.tr": [],
        "language-names.uk": [],
        "language-names.vi": [],
        "language-names.zh": [],
        "language-names.zh-CN": [],
        "language-names.zh-HK": [],
        "language-names.zh-Hans": [],
        "language-names.zh-Hant": [],
        "language-names.zh-TW": [],
    ]

    static let catalogues: [MessageCatalogue.Definition] = [
        MessageCatalogue.Definition(
            code: "en", name: "English", plural: .oneForOne, fullStop: ".",
            texts: [
                "name.title": "\"{title}\"",
                "name.id": "'{id}'",
                "name.entry": "entry {number}",
                "name.untitled-shortcut": "an untitled shortcut",
                "name.untitled-menu-item": "an untitled menu item",
                "quoted": "\"{text}\"",
                "verbatim": "{text}",
                "input.manifest": "The manifest",
                "input.interface-builder": "The Interface Builder file",
                "input.source-code": "The source file",
                "stroke-of-sequence": "{chord} ({symbols}), a stroke of {shortcut},",
                "list.and": "{first} and {second}",
                "list.comma": "{first}, {second}",
                "list.slash": "{first} / {second}",
                "language.display": "{name} ({code})",
                "language.menu": "the {language} menu",
                "remedy.or": ", or {remedy}",
                "remedy.deliberate-in-manifest": "add `allow: [{rule}]` to the entry",
                "remedy.deliberate-in-code": "mark it deliberate with `// shortcut-lint: allow {rule}` above the shortcut",
                "remedy.deliberate-in-menu": "mark it deliberate with `<!-- shortcut-lint: allow {rule} -->` above the menu item",
                "remedy.separate-scopes": "give the entries different `when` scopes",
                "remedy.add-to-menu-in-manifest": "add `menu:` naming the menu where the command appears",
                "remedy.add-to-menu-in-code": "add the command to a menu as well (SwiftUI `commands`, UIKit `buildMenu(with:)`, an `NSMenu`)",
                "remedy.add-to-menu-in-menu": "put the item in a menu of the menu bar",
                "remedy.confine-in-manifest": "confine the shortcut to the view that handles it with `when:`",
                "remedy.confine-in-code": "handle the key in the view that needs it rather than app-wide",
                "remedy.discoverability-title-in-manifest": "add `discoverabilityTitle: {title}`",
                "remedy.discoverability-title-in-code": "give a UIKit key command the `discoverabilityTitle` \"{title}\"",
                "suppression.expected-allow": "expected 'allow' after 'shortcut-lint:', found {found}",
                "suppression.found-word": "'{word}'",
                "suppression.found-nothing": "nothing",
                "suppression.no-rule": "'allow' names no rule",
                "control-modifier": "{stroke} in {name} uses Control ({count} of {total} custom {total, plural, one {shortcut} other {shortcuts}} {count, plural, one {uses} other {use}} Control, {percent}%); the system uses Control for systemwide features such as moving focus and screenshots: build the shortcut on Command, adding Shift or Option if needed.",
                "discoverability-title.loses-context": "{name, capitalized} sits in the {menu} submenu, but {interface} lists items without submenu titles, so \"{title}\" loses its context: {alternative}put the context in the title.",
                "discoverability-title.ipad-interface": "the iPad shortcut interface",
                "discoverability-title.vision-interface": "the Apple Vision Pro shortcut interface",
                "discoverability-title.remedy": "{remedy}, or ",
                "duplicate-shortcut.same-chord": "{shortcut} of {name} is already the shortcut of {other} {place} in the same scope{ofMenu}; one keystroke can run only one command: choose another chord{alternative}.",
                "duplicate-shortcut.same-command": "{shortcut} of {name} is already the shortcut of {other} {place}{inMenu}, the same command; only one of the two menu items can ever run it: keep one{alternative}.",
                "duplicate-shortcut.first-stroke": "{shorter} of {shorterName} is the first stroke of {longer} of {longerName} {place}{inMenu}; the single chord fires first, so the sequence can never be completed: change one of them.",
                "duplicate-shortcut.conditional": "{shortcut} of {name} is the shortcut of {other} {place} too whenever both are added: each is declared under a condition of its own, and while both hold one keystroke runs only one of them: choose another chord, or make the conditions exclusive (`else`).",
                "duplicate-shortcut.uppercase-input": "{shortcut} of {name} is the shortcut of {other} {place} too if the capital-letter input of {which} means Shift, as Mac Catalyst's menus show it; UIKit does not say how iPadOS matches it: write the lowercase letter, adding `.shift` where Shift is meant.",
                "duplicate-shortcut.agent-app": "{shortcut} of {name} is already the shortcut of {other} {place} in an agent app (`LSUIElement`), whose menu bar macOS never shows: the two collide only while the app is active, with one of its windows key. If it shows windows, choose another chord.",
                "duplicate-shortcut.place-line": "(line {line})",
                "duplicate-shortcut.place-file": "in {path}:{line}, another file of {app}",
                "duplicate-shortcut.in-menu": " in {menu}",
                "duplicate-shortcut.of-menu": " of {menu}",
                "globe-modifier": "{stroke} in {name} uses the Globe key; the system builds its own shortcuts on Globe and many keyboards lack it: use Command, adding Shift or Option if needed.",
                "invalid-shortcut.not-a-shortcut": "{key} of {name} is not a shortcut: {error}; write modifiers and a key, such as Shift-Command-N (⇧⌘N).",
                "invalid-shortcut.the-key": "The key",
                "layout-dependent-key.digit": "{stroke} in {name} combines {modifiers} with a digit; many keyboard layouts need modifiers to type digits and punctuation (on a French keyboard Option-5 types “{{”), so not everyone can press it: use Command alone with this key, or a letter.",
                "layout-dependent-key.punctuation": "{stroke} in {name} combines {modifiers} with a punctuation key; many keyboard layouts need modifiers to type digits and punctuation (on a French keyboard Option-5 types “{{”), so not everyone can press it: use Command alone with this key, or a letter.",
                "localization-drift.changed": "{shortcut} of {name} in {menu} is not the base menu's {baseShortcut} for the same item ({baseName}, {path}:{line}); the system adapts shortcuts to each keyboard, so a translation keeps the base's: give it {baseChord}{alternative}.",
                "localization-drift.added": "{shortcut} of {name} in {menu} is a shortcut the same item in the base menu ({baseName}, {path}:{line}) does not have; the system adapts shortcuts to each keyboard, so a translation keeps the base's: remove it{alternative}.",
                "localization-drift.lost": "{name} in {menu} has no shortcut, where the base menu has {baseShortcut} for the same item ({baseName}, {path}:{line}); the system adapts shortcuts to each keyboard, so a translation keeps the base's: give it {baseChord}.",
                "missing-modifier.function-key": "{stroke} in {name} is a function key with no modifier; Mac keyboards send brightness, volume and media controls from it unless people hold fn: consider adding Command.",
                "missing-modifier.character-key": "{stroke} in {name} has no modifier; a bare character key fires whenever people type it and fails WCAG 2.1.4 (Character Key Shortcuts): add Command.",
                "missing-modifier.bare-key": "{stroke} in {name} has no modifier; a shortcut combines its key with modifiers, Esc being the only exception: add Command.",
                "modifier-order": "Modifiers in {shortcut} are out of order; the HIG lists them Control, Option, Shift, Command so shortcuts read the same everywhere: write {fixed}.",
                "navigation-key.tab": "{stroke} in {name} takes Tab, which moves focus among focus groups in full keyboard access; people who navigate by keyboard lose it: add Command{alternative}.",
                "navigation-key.arrow": "{stroke} in {name} takes an arrow key, which moves focus within a focus group in full keyboard access; people who navigate by keyboard lose it: add Command{alternative}.",
                "navigation-key.text-arrow": "{stroke} in {name} takes an arrow key that {moves}; as a menu shortcut it stops doing that there: add Command{alternative}.",
                "navigation-key.moves-by-word": "moves the insertion point by word or paragraph in every text field and text view of the app",
                "navigation-key.extends-by-word": "extends the selection by word or paragraph in every text field and text view of the app",
                "navigation-key.extends-selection": "extends the selection in every text field, text view and list of the app",
                "navigation-key.voiceover-arrow": "{stroke} in {name} takes a VoiceOver command: Control-Option is VoiceOver's modifier (VO), and VO with an arrow key moves the VoiceOver cursor, so while VoiceOver runs the shortcut never reaches the app: add Command{alternative}.",
                "option-modifier": "{shortcut} in {name} uses Option, and {count} of {total} custom {total, plural, one {shortcut} other {shortcuts}} {count, plural, one {uses} other {use}} Option ({percent}%, more than {limit}%); Option is for less common commands and power features: prefer Command or Shift-Command here, or raise `maxShare`.",
                "option-types-character.types-character": "{stroke} in {name} holds only {modifiers} with a character key; on macOS that types a character{typed}, so the shortcut fights text entry: add Command.",
                "option-types-character.typed": " (Option-{key} types {character} on a US keyboard)",
                "option-types-character.accent": "an accent",
                "prefer-command": "{stroke} in {name} has no Command; most standard shortcuts use Command, so people look for commands there first: make Command the main modifier, with Shift or Option as a second one.",
                "repurposed-standard.takes-standard": "{written} takes {owner} {names} shortcut ({action, clause}) for another command; people expect it to work the same in every app: choose another chord, or {remedy} if your app has no {names, sentence}",
                "repurposed-standard.takes-behavior": "{written} takes a key that {behavior, clause}{condition}; as a menu shortcut for another command it stops doing that in your app's text fields and controls: choose another chord, or bind it to that behaviour ({remedy} if the app has none).",
                "repurposed-standard.takes-standard-beside": "{written} takes {owner} {names} shortcut ({action, clause}) for another command, in an app that has {evidence}: people will press it for {names} there. Choose another chord, or {remedy} if the redefinition is deliberate.",
                "repurposed-standard.takes-standard-unused": "{written} takes {owner} {names} shortcut ({action, clause}) for another command. The app shows no command of its kind, and the HIG allows the reuse if it has no {names}: “Only consider redefining a standard shortcut if its action doesn’t make sense in your app.” If so, {remedy}; if it has one, choose another chord.",
                "repurposed-standard.takes-behavior-beside": "{written} takes a key that {behavior, clause}{condition}, in an app that has {evidence}: as a menu shortcut for another command it stops doing that in the app's text. Choose another chord, or bind it to that behaviour ({remedy} if the redefinition is deliberate).{also}",
                "repurposed-standard.takes-behavior-unused": "{written} takes a key that {behavior, clause}{condition}. The app shows no text editing, so only its text fields lose it, and the HIG allows the reuse where the behaviour makes no sense: “Only consider redefining a standard shortcut if its action doesn’t make sense in your app.” If so, {remedy}; if it has text views, choose another chord.{also}",
                "repurposed-standard.evidence": "{name} (line {line})",
                "repurposed-standard.evidence-elsewhere": "{name} ({place})",
                "repurposed-standard.also-keys": " The same goes for {keys}.",
                "repurposed-standard.key-in": "{symbols} in {name}",
                "repurposed-standard.written": "{shortcut} in {name}",
                "repurposed-standard.written-first-stroke": "{first} ({symbols}), the first stroke of {shortcut} in {name},",
                "repurposed-standard.owner-standard": "the standard",
                "repurposed-standard.owner-house": "your house table's",
                "repurposed-standard.and-condition": " (and {condition})",
                "repurposed-standard.add-repurposes": "add `repurposes: {id}`",
                "repurposed-standard.unknown-id": "`repurposes: {id}` in {name} names no reserved shortcut; `shortcut-lint reserved {symbols}` lists the ids for this chord.",
                "repurposed-standard.other-chord": "`repurposes: {id}` in {name} names {row} ({rowSymbols}), but the entry's key is {shortcut}; name the row of the chord you redefine (for a sequence, of its first stroke).",
                "shortcut-only-action.untitled": ", and with no title it is missing from the shortcut interface",
                "shortcut-only-action.touch": "{name, capitalized} is in no menu the linter read; a virtual keyboard has no shortcuts, so on {platforms} without a hardware keyboard only a control on screen can run the action (the linter cannot see the app's controls){untitled}: if no control does the same, {remedy}.",
                "shortcut-only-action.mac": "{name, capitalized} is in no menu; people discover Mac shortcuts in the menu bar, so this one stays hidden: {remedy}.",
                "system-reserved.by-system": "{stroke} in {name} is reserved by {platforms}: {action, sentence} The system takes it before your app sees it; choose another chord.",
                "system-reserved.conditionally": "{stroke} in {name} is reserved by {platforms} under a condition ({condition}): {action, sentence} Where it holds, your command never runs; prefer another chord.",
                "system-reserved.depending-on-settings": "depending on settings",
                "system-reserved.by-house-table": "{stroke} in {name} is reserved by your house table (row '{row}'): {action, sentence} Choose another chord, or change the house table.",
                "too-many-custom": "{input} declares {count} custom shortcuts, more than {limit}; too many app-specific shortcuts make an app hard to learn and clutter the iPad shortcut interface: keep shortcuts for the most frequent actions, or raise `max`.",
                "two-character-key.shift-with-upper": "{shortcut} in {name} writes Shift together with {upper}, which already implies it, as menus show it: write {fixed}.",
                "two-character-key.shift-with-lower": "{shortcut} in {name} writes Shift with {lower}, the key's lower character; with Shift the HIG names the key by its upper character, {upper}, as menus show it: write {fixed}.",
                "unrelated-shift-variant.unrelated": "{shortcut} in {name} is {base} ({baseSymbols}), {what}, plus {added}; people expect such a variant to do something related: choose another chord, or {remedy} if the commands belong together.",
                "unrelated-shift-variant.standard": "the standard {command} shortcut",
                "unrelated-shift-variant.entry": "the shortcut of {other} (line {line})",
                "unrelated-shift-variant.add-complements": "add `complements: {id}`",
                "unrelated-shift-variant.add-id-and-complements": "add an `id` to that entry and `complements: <its id>` here",
                "unrelated-shift-variant.unknown-complements": "`complements: {id}` in {name} names no entry id and no reserved shortcut, so it relates nothing: use the id of the entry (or reserved row) this command complements.",
                "unsupported-platform": "watchOS has no keyboard shortcuts (the HIG: “Not supported in watchOS”), so nothing declared for it can be pressed: remove it from `platforms`.",
                "unused-suppression.unknown-rule": "'{id}' is not a rule id, so it suppresses nothing; {hint}.",
                "unused-suppression.write": "write '{id}'",
                "unused-suppression.list-rules": "'shortcut-lint rules' lists the rule ids",
                "unused-suppression.unsuppressible": "'{id}' cannot be suppressed, because nothing else can be checked without it; fix the problem it reports instead.",
                "unused-suppression.unused": "{name, capitalized} allows '{id}' but triggers no {id} finding; a stale suppression would hide a future problem, so remove '{id}' from {place}.",
                "unused-suppression.the-comment": "the comment",
                "unused-suppression.the-allow-list": "the allow list",
                "unused-suppression.not-a-suppression": "This shortcut-lint comment is not a suppression ({problem}), so it suppresses nothing; write '# shortcut-lint: allow rule-id -- reason'.",
                "unused-suppression.on-no-entry": "This shortcut-lint comment is on no shortcut entry, so it suppresses nothing; put it on one of the entry's lines or on its own line directly above the entry.",
                "syntax.unsupported-yaml": "unsupported YAML feature: {feature}",
                "kind.null-value": "null",
                "kind.boolean": "a boolean",
                "kind.number": "a number",
                "kind.string": "a string",
                "kind.list": "a list",
                "kind.mapping": "a mapping",
                "strings.binary-plist": "a binary property list, which is not read",
                "strings.ends-before-brace": "the file ends before the closing '}}'",
                "strings.text-after-brace": "text after the closing '}}'",
                "strings.semicolon": "expected ';' after an entry",
                "strings.ends-expecting-string": "the file ends where a string was expected",
                "strings.string-expected": "expected a string, found '{character}'",
                "strings.unclosed-string": "a string opened on line {line} is never closed",
                "strings.not-strings-plist": "an XML file that is not a property list of strings",
                "encoding.wide": "{name} ({order})",
                "encoding.little-endian": "little-endian",
                "encoding.big-endian": "big-endian",
                "encoding.not-utf8": "the file is {encoding} encoded, not UTF-8; save it as UTF-8",
                "encoding.invalid-byte": "the file is not valid UTF-8: byte 0x{byte} does not start a character; save it as UTF-8",
                "yaml.bad-indentation": "bad indentation: this line is indented more than the entries above it (column {column}) but continues none of them",
                "yaml.key-found-sequence-entry": "expected a mapping key, found a sequence entry '-'",
                "yaml.key-after-properties": "expected a mapping key after these properties, on the same line",
                "yaml.key-found-block-scalar": "expected a mapping key, found a block scalar",
                "yaml.colon-after-key": "expected ':' after the mapping key",
                "yaml.collection-after-properties": "a block collection cannot start on the same line as its anchor or tag",
                "yaml.sequence-on-this-line": "a block sequence cannot start on this line; put its '-' entries on their own lines",
                "yaml.mapping-on-this-line": "a block mapping cannot start on this line; put its entries on their own lines",
                "yaml.value-ending-with-colon": "a value ending with ':' must be quoted (action: \"openDocument:\"): unquoted, a ':' that ends the line starts a mapping, which cannot start on its parent key's line",
                "yaml.mapping-on-key-line": "a mapping cannot start on the same line as its parent key or '---'; start it on a new line",
                "yaml.colon-after-multiline": "unexpected ':' after a value that spans lines: a mapping key must be on one line (check the indentation, or quote the value)",
                "yaml.no-flow-open": "unexpected {found}: no flow collection is open here",
                "yaml.directive-after-start": "unexpected '%': directives must come before '---'",
                "yaml.reserved-indicator": "{found} is reserved and cannot start a plain scalar; quote the value",
                "yaml.unexpected-value": "unexpected {found} where a value was expected",
                "yaml.one-anchor": "a node can have only one anchor",
                "yaml.one-tag": "a node can have only one tag",
                "yaml.indentation-indicator": "a block scalar's indentation indicator must be 1 to 9",
                "yaml.comment-after-header": "a comment must be separated from the block scalar header by a space",
                "yaml.block-scalar-header": "unexpected {found} in a block scalar header (expected |, >, an indentation digit, - or +)",
                "yaml.leading-empty-line": "a leading empty line of this block scalar has more spaces than its first line of text",
                "yaml.one-yaml-directive": "a document can have only one %YAML directive",
                "yaml.invalid-version": "invalid %YAML version {version}: expected 1.2",
                "yaml.invalid-tag-handle": "invalid tag handle {handle}",
                "yaml.tag-needs-prefix": "%TAG needs a prefix after its handle",
                "yaml.tag-handle-twice": "the tag handle {handle} is declared twice",
                "yaml.tab-indentation": "tab character used for indentation (YAML indents with spaces only)",
                "yaml.control-character": "control character U+{code} is not allowed in YAML",
                "yaml.too-deep": "collections nested deeper than {depth} levels",
                "yaml.flow-expected": "expected {expected} in a flow {kind}, found {found}",
                "yaml.comma-or": "',' or '{closing}'",
                "yaml.flow-missing-entry": "unexpected ',' in a flow {kind}: an entry is missing",
                "yaml.unclosed-flow-sequence": "unclosed flow sequence: expected ']'",
                "yaml.unclosed-flow-mapping": "unclosed flow mapping: expected '}}'",
                "yaml.implicit-key-one-line": "an implicit key in a flow sequence must be on one line with its ':'",
                "yaml.block-in-flow": "unexpected {found} inside a flow collection (block entries cannot be nested in flow)",
                "yaml.block-scalar-in-flow": "a block scalar cannot appear inside a flow collection",
                "yaml.comment-space-flow": "a comment must be separated from what comes before it by a space",
                "yaml.marker-in-flow": "a document marker cannot appear inside a flow collection",
                "yaml.flow-indent-at-least": "this line of a flow collection must be indented at least {spaces} spaces, past the block around it",
                "yaml.flow-indent-more": "this line of a flow collection must be indented more than the block around it",
                "yaml.comment-space-value": "a comment must be separated from the value before it by a space",
                "yaml.after-value": "unexpected {found} after the value on this line",
                "yaml.space-after-property": "expected whitespace after a node property, found {found}",
                "yaml.needs-name": "{what} needs a name after '{indicator}'",
                "yaml.unclosed-verbatim-tag": "unclosed verbatim tag: expected '>'",
                "yaml.tag-bang": "a tag cannot contain '!' after its handle",
                "yaml.tag-needs-name": "the tag {tag} needs a name after its handle",
                "yaml.undeclared-handle": "undeclared tag handle {handle} (declare it with a %TAG directive)",
                "yaml.unsupported-tag": "unsupported tag {tag}: only the core schema's !!str, !!int, !!float, !!bool, !!null, !!map and !!seq (and YAML 1.1's !!set, !!omap, !!pairs) are understood",
                "yaml.invalid-percent-escape": "invalid %-escape in a tag",
                "yaml.alias-properties": "an alias cannot have an anchor or a tag",
                "yaml.tag-does-not-fit": "the tag {tag} does not fit {value}",
                "yaml.undefined-alias": "undefined alias '*{name}'",
                "yaml.tag-empty-value": "the tag {tag} does not fit an empty value",
                "yaml.tag-cannot-be-given": "the tag {tag} cannot be given to {what}",
                "yaml.alias-bomb": "aliases expand to more than {count} values (an alias bomb?)",
                "yaml.unclosed-string": "unclosed {kind} string",
                "yaml.marker-in-string": "a document marker cannot appear inside a {kind} string (unclosed quote?)",
                "yaml.unclosed-string-indent": "unclosed {kind} string (a line inside it would need at least {count, plural, one {{count} space} other {{count} spaces}} of indentation)",
                "yaml.invalid-escape": "invalid escape {escape} in a double-quoted string",
                "yaml.escape-digits": "escape {escape} needs {digits} hexadecimal digits",
                "yaml.escape-not-scalar": "escape {escape} is not a Unicode scalar value",
                "yaml.directive-needs-document": "a directive must be followed by a '---' document",
                "yaml.content-after-value": "unexpected content after the document's top-level value ({found})",
                "yaml.second-document": "a manifest holds one YAML document; found a second at line {line}",
                "yaml.feature-collection-key": "a collection as a mapping key",
                "yaml.feature-mapping-key": "a mapping as a mapping key",
                "yaml.feature-version": "YAML version {version} (only 1.x is read)",
                "yaml.feature-merge-keys": "merge keys ('<<', a YAML 1.1 extension)",
                "yaml.feature-recursive-alias": "alias '*{name}' inside the node it refers to (a recursive structure)",
                "yaml.feature-collection-key-alias": "a collection as a mapping key (alias '*{name}')",
                "yaml.feature-null-key": "an empty (null) mapping key",
                "yaml.word-sequence": "sequence",
                "yaml.word-mapping": "mapping",
                "yaml.word-single-quoted": "single-quoted",
                "yaml.word-double-quoted": "double-quoted",
                "yaml.word-an-anchor": "an anchor",
                "yaml.word-an-alias": "an alias",
                "yaml.word-a-mapping": "a mapping",
                "yaml.word-a-sequence": "a sequence",
                "yaml.found-end": "end of input",
                "yaml.found-line-break": "line break",
                "yaml.found-tab": "tab",
                "yaml.found-control": "control character",
                "yaml.found-character": "'{character}'",
                "xml.declaration-unclosed": "the XML declaration opened at {position} has no closing '?>'",
                "xml.declaration-space": "expected a space before '{name}' in the XML declaration",
                "xml.declaration-order": "unexpected '{name}' in the XML declaration; it holds version, then optionally encoding and standalone, in that order",
                "xml.declaration-version-first": "the XML declaration must start with version=\"1.0\"",
                "xml.declaration-equals": "expected '=' after '{name}' in the XML declaration",
                "xml.unknown-version": "unknown XML version '{version}'; expected 1.0",
                "xml.declared-encoding": "the file declares the encoding '{encoding}'; shortcut-lint reads UTF-8 only (save the file as UTF-8)",
                "xml.standalone-value": "standalone must be \"yes\" or \"no\", found '{value}'",
                "xml.declaration-needs-version": "the XML declaration must give version=\"1.0\"",
                "xml.declaration-first": "the XML declaration '<?xml …?>' must be the very first thing in the file",
                "xml.instruction-space": "expected a space or '?>' after '<?{name}', found {found}",
                "xml.double-dash": "'--' is not allowed inside a comment (XML 1.0 §2.5); end the comment with '-->' or remove the second '-'",
                "xml.doctype-position": "a DOCTYPE may appear only before the root element",
                "xml.doctype-space": "expected a space after '<!DOCTYPE'",
                "xml.doctype-identifier": "expected a space and a quoted identifier after {keyword}",
                "xml.doctype-system-identifier": "expected a space and the system identifier after the package identifier",
                "xml.doctype-internal-subset": "unsupported DOCTYPE with an internal subset: shortcut-lint reads no DTD, so entities cannot be declared (an entity bomb would expand a few bytes into gigabytes); Interface Builder files have no DOCTYPE",
                "xml.doctype-unclosed": "expected '>' to end the DOCTYPE opened at {position}, found {found}",
                "xml.doctype-unsupported": "unsupported DOCTYPE: shortcut-lint reads no DTD, internal or external, so none can declare entities or name a file to read; Interface Builder files have no DOCTYPE",
                "xml.literal-expected": "expected {what} in quotes, found {found}",
                "xml.literal-less-than": "'<' is not allowed in {what}",
                "xml.literal-unclosed": "{what} (opened at {position}) has no closing quote",
                "xml.unclosed-before-end": "the {what} opened at {position} is not closed before the end of the file",
                "xml.control-character": "the control character U+{code} is not allowed in XML; write it as a character reference (&#x{hex};)",
                "xml.noncharacter": "the noncharacter U+{code} is not allowed in XML",
                "xml.text-after-root": "text after the root element's end tag; a document has one root element and nothing but comments after it",
                "xml.root-expected": "expected '<' to start the root element, found {found}",
                "xml.unclosed-element": "unclosed element <{name}> opened at {position}; expected </{name}> before the end of the file",
                "xml.no-root": "the document has no root element",
                "xml.cdata-outside": "a CDATA section can only appear inside an element",
                "xml.after-bang": "expected '<!--', '<![CDATA[' or '<!DOCTYPE' after '<!'",
                "xml.second-root": "a second root element <{name}>; a document has exactly one root element",
                "xml.too-deep": "elements nest deeper than {depth} levels",
                "xml.end-in-start-tag": "the file ends inside the start tag <{name}> opened at {position}; expected '>'",
                "xml.empty-element-end": "expected '>' after '/' to end the empty element <{name}/>",
                "xml.tag-end-expected": "expected '>' {after}, found {found}",
                "xml.after-attribute-value": "after attribute value",
                "xml.after-element-name": "after the element name <{name}",
                "xml.attribute-space": "expected a space before the attribute '{attribute}' in <{name}>",
                "xml.attribute-equals": "expected '=' after the attribute name '{name}' in <{element}>",
                "xml.attribute-value-expected": "expected a quoted value after '{name}=', found {found}",
                "xml.attribute-value-unclosed": "the value of '{name}' (opened at {position}) has no closing {quote}",
                "xml.attribute-less-than": "'<' is not allowed in an attribute value; write &lt;",
                "xml.duplicate-attribute": "duplicate attribute '{name}' in <{element}>",
                "xml.end-tag-unclosed": "expected '>' to end the end tag </{name}>, found {found}",
                "xml.end-tag-no-start": "end tag </{name}> has no start tag",
                "xml.end-tag-mismatch": "end tag </{name}> does not match the start tag <{start}> opened at {position}",
                "xml.cdata-end-in-text": "']]>' is not allowed in text; write ]]&gt;",
                "xml.name-expected": "expected {what}, found {found}",
                "xml.reference-digits": "expected digits after '{written}' in a character reference such as &#x41; or &#65;",
                "xml.reference-hex-digits": "expected hexadecimal digits after '{written}' in a character reference such as &#x41; or &#65;",
                "xml.reference-semicolon": "expected ';' to end the character reference '{written}'",
                "xml.reference-not-allowed": "'{written};' is not a character XML allows (NUL, a surrogate or beyond U+10FFFF)",
                "xml.ampersand": "'&' must start a reference such as &amp; or &#x41;; write &amp; for a literal ampersand",
                "xml.entity-semicolon": "expected ';' to end the reference '&{name}'",
                "xml.undefined-entity": "undefined entity '&{name};': shortcut-lint reads no DTD, so only &lt; &gt; &amp; &apos; &quot; and character references such as &#xF700; can be used",
                "xml.what-declaration-name": "'version', 'encoding', 'standalone' or '?>' in the XML declaration",
                "xml.what-value-of": "the value of '{name}'",
                "xml.what-instruction-name": "a processing instruction name after '<?'",
                "xml.what-instruction": "processing instruction '<?{name}'",
                "xml.what-comment": "comment",
                "xml.what-cdata": "CDATA section",
                "xml.what-doctype-name": "the document type's name after '<!DOCTYPE'",
                "xml.what-package-identifier": "the package identifier",
                "xml.what-system-identifier": "the system identifier",
                "xml.what-element-name": "an element name after '<' (write &lt; for a literal '<')",
                "xml.what-end-element-name": "an element name after '</'",
                "xml.found-end": "the end of the file",
                "xml.found-space": "a space",
                "xml.found-tab": "a tab",
                "xml.found-line-break": "a line break",
                "xml.found-character": "'{character}'",
                "xml.found-non-ascii": "a non-ASCII character",
                "xml.found-control": "the control character U+{code}",
                "json.end-expecting-value": "unexpected end of file: expected a value",
                "json.unterminated-string": "unterminated string: no closing '\"' before the end of the file",
                "json.invalid-unicode-escape": "invalid \\u escape in string: expected four hexadecimal digits",
                "json.leading-zero": "numbers must not have leading zeros",
                "json.too-deep": "arrays and objects are nested more than {depth} levels deep",
                "json.what-value": "a value",
                "json.trailing-comma-member": "expected an object member after ',', found '{closing}' (JSON does not allow a trailing comma)",
                "json.trailing-comma-value": "expected a value after ',', found '{closing}' (JSON does not allow a trailing comma)",
                "json.hint-missing-comma-members": " (missing ',' between members?)",
                "json.hint-missing-comma-elements": " (missing ',' between elements?)",
                "json.what-separator-in-object": "',' or '}}' after object member",
                "json.what-separator-in-array": "',' or ']' after array element",
                "json.hint-quote-keys": " (object keys must be in double quotes)",
                "json.what-key-after-comma": "a string key after ','",
                "json.what-key-or-close": "a string key or '}}'",
                "json.what-colon": "':' after object key",
                "json.expected-end-of-file": "expected the end of the file after the top-level value, found {found} (a JSON file holds exactly one value)",
                "json.end-in-literal": "unexpected end of file: expected '{word}'",
                "json.line-break-in-string": "unterminated string: line break before the closing '\"' (write \\n for a line break inside a string)",
                "json.tab-in-string": "tab character in string must be escaped as \\t",
                "json.control-in-string": "control character U+{code} in string must be escaped as \\u{code}",
                "json.invalid-escape": "invalid escape '\\{character}' in string (valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                "json.invalid-escape-before": "invalid escape in string: '\\' followed by {found} (valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                "json.unpaired-high-surrogate": "unpaired surrogate \\u{unit} in string: a high surrogate must be followed by a low surrogate escape (\\uDC00 to \\uDFFF)",
                "json.unpaired-low-surrogate": "unpaired surrogate \\u{unit} in string: a low surrogate must follow a high surrogate escape (\\uD800 to \\uDBFF)",
                "json.what-digit-after-minus": "a digit after '-'",
                "json.what-digit-after-point": "a digit after the decimal point",
                "json.what-digit-after-exponent": "a digit after the exponent mark",
                "json.found-end-of-file": "end of file",
                "json.found-quoted": "'{text}'",
                "json.found-space": "a space",
                "json.found-tab": "a tab",
                "json.found-line-break": "a line break",
                "json.found-control": "control character U+{code}",
                "json.found-byte-order-mark": "a byte order mark (U+FEFF)",
                "json.found-character": "'{text}' (U+{code})",
                "json.end-expected": "unexpected end of file: expected {what}{hint}",
                "json.expected": "expected {what}, found {found}{hint}",
                "json.hint-no-comments": " (JSON does not allow comments)",
                "json.hint-double-quotes": " (strings must be in double quotes)",
                "json.hint-no-plus": " (numbers must not start with '+')",
                "json.hint-leading-digit": " (numbers need a digit before the decimal point)",
                "json.hint-no-nan": " (JSON has no NaN or Infinity)",
                "manifest.must-be-string": "'{field}' must be a string, found {found}",
                "manifest.must-be-flag": "'{field}' must be true or false, found {found}",
                "manifest.must-be-strings": "'{field}' must be a list of strings or one string, found {found}",
                "manifest.empty-platforms": "'{field}' is empty; list at least one platform, e.g. [macOS], or leave it out",
                "manifest.unknown-platform": "unknown platform '{name}'; expected one of {known}",
                "manifest.unknown-field": "unknown field '{field}' in {context}; known fields: {known}",
                "manifest.in-entry": "a shortcut entry",
                "manifest.in-manifest": "the manifest",
                "manifest.duplicate-field": "duplicate field '{field}' (first at line {line})",
                "manifest.entry-not-mapping": "each shortcut must be a mapping with 'title' and 'key', found {found}",
                "manifest.duplicate-id": "duplicate id '{id}' (first at line {line}); ids must be unique",
                "manifest.empty-title": "'title' is empty; give the command's menu title",
                "manifest.no-title": "{name} has no 'title'; every shortcut needs the command's title (or `title: null` for one that has none)",
                "manifest.no-key": "{name} has no 'key'; add the shortcut, e.g. key: Command-N",
                "manifest.empty-when": "'when' is empty; name the scope (a view or focus area), or leave 'when' out for the app's menus",
                "manifest.kind-not-allowed": "'kind' must be app, game or agent, found '{found}'",
                "manifest.platforms-outside": "{name} lists {outside}, which the manifest does not declare (it targets {declared}); an entry's platforms narrow the manifest's",
                "manifest.not-mapping": "a manifest must be a mapping with 'shortcuts', found {found}",
                "manifest.empty": "the manifest is empty; it needs at least 'shortcuts'",
                "manifest.no-shortcuts": "the manifest has no 'shortcuts' list",
                "manifest.shortcuts-not-list": "'shortcuts' must be a list of entries, found {found}",
                "notation.empty": "the shortcut is empty",
                "notation.too-many-strokes": "a shortcut has at most {maximum} keystrokes",
                "notation.modifier-twice": "modifier {modifier} appears twice",
                "notation.expected-key": "expected a key",
                "notation.expected-key-after": "expected a key after \"{written}\"",
                "notation.unknown-modifier": "unknown modifier \"{word}\"{hint}",
                "notation.did-you-mean": " (did you mean \"{suggestion}\"?)",
                "notation.modifier-without-key": "modifier \"{modifier}\" must be followed by a key, as in {modifier}-K",
                "notation.unknown-function-key": "unknown key \"{key}\": function keys go from F1 to F20",
                "notation.unknown-key": "unknown key \"{key}\"{hint}",
                "source.too-large": "the file is 2 GB or larger; source files that size are not read",
                "source.bracket-never-closed": "`{bracket}` is never closed",
                "source.bracket-closes-nothing": "`{bracket}` closes nothing",
                "source.too-deep": "brackets nested more than {depth} levels deep; the rest of the file is not read",
                "source.unterminated-block-comment": "unterminated block comment: no `*/` closes the `/*` here",
                "source.unterminated-regex": "unterminated regex literal: no `/{hashes}` closes it",
                "source.unterminated-string-on-line": "unterminated string literal: no closing `\"` on this line",
                "source.unterminated-raw-string": "unterminated raw string literal: no `){delimiter}\"` closes it",
                "source.unterminated-multiline-string": "unterminated multi-line string literal: no closing `\"\"\"` follows",
                "source.unterminated-string-in-file": "unterminated string literal: no closing `\"` before the end of the file",
                "source.interpolation-too-deep": "string interpolations nested more than {depth} levels deep",
                "source.unterminated-comment-in-interpolation": "unterminated block comment inside a string interpolation",
                "source.interpolation-not-closed-on-line": "unterminated string literal: its interpolation `\\(` is not closed on this line",
                "source.unterminated-interpolation": "unterminated string interpolation: no `)` closes its `\\(`",
                "source.endif-without-if": "`#endif` without an `#if`",
                "source.if-never-closed": "`#if` is never closed by an `#endif`",
                "unreadable.note": "{problem}; {consequence}",
                "unreadable.stops-here": "the reader stops here, so the rest of the file is not checked ({calls})",
                "unreadable.next-line": "the reader goes on at the next line, so the rest of line {line} is not checked ({calls})",
                "unreadable.lines": "the reader goes on at line {next}, so lines {first}–{last} are not checked ({calls})",
                "unreadable.misread": "the code after it is still read and checked, but the brackets or `#if` blocks around it may be misread",
                "unreadable.wide-encoding": "the file is {encoding} encoded, not UTF-8, so it is not checked ({calls}); save it as UTF-8",
                "unreadable.invalid-UTF8": "the file is not valid UTF-8: byte 0x{byte} does not start a character; the code is still read, but a title or key holding such bytes may read wrong; save it as UTF-8",
                "unreadable.no-calls": "no shortcut-like call in it",
                "unreadable.calls": "{count} shortcut-like {count, plural, one {call} other {calls}} in it",
                "unresolved.dynamic": "dynamic shortcut, not checked: {reason}",
                "unresolved.not-checked": "shortcut not checked: {reason}",
                "unresolved.no-key": "no key is written",
                "unresolved.key-computed": "the key `{code}` is computed at run time",
                "unresolved.more-than-one-key": "the key equivalent \"{value}\" is more than one key",
                "unresolved.modifiers-computed": "the modifiers `{code}` are computed at run time",
                "unresolved.caps-lock": "Caps Lock (`{name}`) is part of the shortcut, and the rules know no Caps Lock modifier",
                "unresolved.unknown-modifier": "the modifier `{name}` is not one the rules know",
                "unresolved.off-layout": "\"{character}\" is not a key of the US keyboard layout the rules know",
                "unresolved.undeclared-constant": "`{name}` is a constant this file does not declare",
                "unresolved.lines-and-more": "{lines} and {count} more",
                "unresolved.lines-and": "{lines} and {last}",
                "unresolved.ambiguous-constant": "`{name}` may be any of the values declared on lines {lines}",
                "unresolved.constant-origin": "`{name}` is the {type} declared on line {line}, where {reason}",
                "unresolved.custom-call": "the call passes `{label}:`, which Apple's API does not take, so it is the project's own helper",
                "unresolved.custom-method": "`{selector}` is not Apple's method, so it is the project's own helper",
                "unresolved.key-set-elsewhere": "the key equivalent of `{code}` is set when the app runs, on a menu item this file gets from elsewhere (a parameter or local name), so which item has it is not known",
                "unresolved.helper-without-key": "no key is given to the helper at {place}",
                "unresolved.title-computed": "title not checked: the title of this {chord} shortcut is computed at run time, so the rules that compare titles see it as untitled",
                "interface-builder.not-a-document": "not an Interface Builder document: the root element is <{root}>, expected <document> (or the old <archive>)",
                "interface-builder.not-base64": "its key equivalent is not base64 of UTF-8 text, as Interface Builder writes it (base64-UTF8=\"YES\")",
                "interface-builder.archive-not-base64": "its key equivalent is not base64 of UTF-8 text, as the archiver writes it",
                "interface-builder.not-checked": "\"{title}\": {reason}, so it is not checked",
                "interface-builder.unknown-mask-attribute": "its modifier mask has the attribute '{attribute}', which Interface Builder does not write",
                "interface-builder.mask-value": "its modifier mask says {attribute}=\"{value}\", where Interface Builder writes \"YES\"",
                "interface-builder.not-a-mask": "its modifier mask \"{mask}\" is not one Interface Builder writes (a decimal sum of the modifier bits: Shift 131072, Control 262144, Option 524288, Command 1048576, numeric pad 2097152, function 8388608)",
                "interface-builder.more-than-one-character": "the key equivalent \"{characters}\" is more than one character; AppKit matches a single key",
                "interface-builder.unmodelled-key": "the key equivalent {name} (U+{code}) is a key shortcut-lint does not model",
                "interface-builder.off-layout": "the key equivalent \"{characters}\" (U+{code}) is not a key of the US keyboard layout shortcut-lint models",
                "run-time-key.sets-through-outlet": "{place} sets `{property}` through the outlet `{outlet}`",
                "run-time-key.untitled-item": "An untitled item",
                "run-time-key.chord": " {chord}",
                "run-time-key.changed": "{item}: the app's code changes its key equivalent when it runs ({reason}), so this file's{chord} is not checked",
                "project-file.unreadable": "this project file cannot be read ({reason}), so the platforms, targets and test code it declares are not known: the files of its project are checked without them (SwiftUI code for the configuration's platforms, else macOS)",
                "project-file.no-package": "it declares no `Package(…)`",
                "project-file.no-project-object": "it holds no project object (`rootObject` naming one of its `objects`)",
                "project-file.not-a-property-list": "it is not a property list as Xcode writes it",
                "swiftui-menu-bar.not-shown": "this main menu is never shown, so its {count} {count, plural, one {shortcut is} other {shortcuts are}} not checked: {place} declares the app a SwiftUI `App`, and SwiftUI builds the menu bar of such an app from its scenes and commands",
                "translated-titles.in-language": "In {menu} ({place}): {message}",
                "translated-titles.unreadable": "{place} cannot be read further ({reason}), so its titles are not checked in {menu}",
                "translated-titles.unreadable-after": "{place} cannot be read further ({reason}), so the titles after it are not checked in {menu}",
                "docs.yes": "yes",
                "docs.no": "no",
                "docs.default-severity": "Default severity: {severity}",
                "docs.fixable": "Fixable with `--fix`: {fixable}",
                "docs.not-configurable": "Cannot be turned off: nothing else can be checked without it",
                "docs.defers-to": "Defers to {rules}: silent on a key one of them reports",
                "docs.options": "Options",
                "docs.options-header": "option | default | meaning",
                "docs.configuration": "Configuration",
                "docs.in-config-file": "In `.shortcut-lint.yml`:",
                "docs.setting-default": "the default; or {others}",
                "docs.setting-defaults": "the defaults",
                "docs.suppress-in-code": "For one shortcut in source code: the comment `// shortcut-lint: allow {rule} -- reason` on the line above.",
                "docs.suppress-in-menu": "For one menu item: the comment `<!-- shortcut-lint: allow {rule} -->` on the line above it.",
                "docs.suppress-in-manifest": "For one entry: `allow: [{rule}]`, or in YAML the comment `# shortcut-lint: allow {rule} -- reason`.",
                "docs.triggers": "Triggers",
                "docs.does-not-trigger": "Does not trigger",
                "docs.fix-writes": "`--fix` writes:",
                "docs.rules-title": "Rules",
                "docs.rules-generated": "Generated from the rules' own metadata by `swift run shortcut-lint explain --all` — do not edit;\n`RuleDocumentationTests` fails when this file is stale. Regenerate with\n`swift run shortcut-lint explain --all > docs/rules.md`.",
                "docs.rules-header": "rule | severity | fixable | summary",
                "docs.revision-baseline": "Follows the guidelines as they stood before the Keyboards page's revision of June 21, 2023 (the baseline).",
                "docs.revision-later": "Follows the guidelines as they stood before the Keyboards page's revision of June 21, 2023 (the baseline), and {page} as revised {date}: {adopts}.",
                "revisions.keyboards-2025.page": "Human Interface Guidelines › Keyboards",
                "revisions.keyboards-2025.date": "June 9, 2025",
                "revisions.game-key-bindings": "a game's key bindings, the entries outside its menus in a manifest with `kind: game` or a game target, are not reported: \"A keyboard shortcut in a game — called a key binding — often consists of a single key\" (and Game controls › Keyboards: \"Prioritize single-key commands\"); its menu commands still are",
                "syntax-error.summary": "The manifest is not well-formed JSON or YAML.",
                "syntax-error.rationale": "A manifest that does not parse cannot be checked. The finding points at the first byte the parser could not accept; entries complete before that point are still checked.",
                "syntax-error.notes.an-unclosed-quote": "An unclosed quote.",
                "invalid-manifest.summary": "A field has the wrong type, a required field is missing, or a value is not allowed.",
                "invalid-manifest.rationale": "Every entry needs a `title` (the command's menu title) and a `key`; fields have fixed types; platforms must be Apple platform names; ids must be unique. The finding points at the value at fault, and the other entries are still checked.",
                "invalid-manifest.notes.no-key-the-finding-points": "No key: the finding points at the entry's first field.",
                "invalid-manifest.notes.a-plain-yaml-scalar-is": "A plain YAML scalar is read as text.",
                "unknown-field.summary": "A field the manifest format does not define (names starting with `x-` are allowed).",
                "unknown-field.rationale": "An unknown field is usually a misspelling (`tilte`, `platform`), and a misspelt field is silently ignored. Put your own data under names starting with `x-`, which are reserved for extensions and never reported.",
                "unresolved-shortcut.summary": "A shortcut in source code is computed at run time, a menu item uses a key the rules do not know, or the app's code changes a menu item's key, so it is not checked.",
                "unresolved-shortcut.rationale": "The Swift and Objective-C readers check the shortcuts code declares with literals: `.keyboardShortcut(\"k\", modifiers: [.command, .shift])`, `UIKeyCommand(input: \"f\", …)`, `NSMenuItem(title: \"Open…\", action: …, keyEquivalent: \"o\")`. A key or modifier mask held in a variable, passed as a parameter or returned by a function is only known when the app runs, so the shortcut is not checked: this note says where, once per shortcut, rather than guessing. A shortcut whose title alone is computed (built with `\\(…)`, or by a function) is still checked, without a title, and noted once. Keys outside the US keyboard layout and Caps Lock masks are noted the same way, and so are Interface Builder key equivalents on keys the rules do not model (F21 to F35, Insert, Help, a character off the US layout). An Interface Builder item whose key equivalent the app's code changes when it runs, through the item's outlet (`[extendForwardsItem setKeyEquivalentModifierMask:…]`, `extendItem.keyEquivalent = …`), is set aside and noted the same way when that code is linted with the file (one Xcode project or package target): the other items on its chord are judged among themselves. Declare such shortcuts in a manifest to have them checked, or silence the note with `// shortcut-lint: allow unresolved-shortcut` on the line above (in an Interface Builder file, `<!-- shortcut-lint: allow unresolved-shortcut -->` above the menu item).",
                "unresolved-shortcut.notes.the-key-is-a-variable": "The key is a variable.",
                "unreadable-source.summary": "Part of a Swift or Objective-C file could not be read, so the shortcuts in it are not checked.",
                "unreadable-source.rationale": "The source readers follow Swift 5.7–6 and Objective-C(++) as the compilers lex them: strings and raw strings of every form, regex literals, comments, brackets and `#if` blocks. Where they cannot follow a file — a string, comment or regex that never ends, brackets that do not balance, an `#if` never closed, a file in UTF-16 — this note says where, and what was left unchecked: the rest of the line or of the file, with the number of shortcut-like calls (`keyboardShortcut`, `KeyboardShortcut(`, `UIKeyCommand`, `keyEquivalent`, `setKeyEquivalent`) it holds. Everything read before it, and after it where reading goes on, is checked. It is information, not an error: the compiler judges code, and valid code the reader misreads would look the same, so the linter's own limits never fail a build (manifests, written for the linter, stay strict: `syntax-error`). Code that compiles should never get this note; if it does, the snippet is a bug report. Bytes that are not UTF-8 outside comments are noted too; the file is still read.",
                "unreadable-source.notes.a-multi-line-string-that": "A multi-line string that is never closed: the code after it is not checked.",
                "invalid-shortcut.summary": "The `key` is not a shortcut: an unknown key or modifier, a repeated modifier, or nothing at all.",
                "invalid-shortcut.rationale": "shortcut-lint reads HIG text (`Shift-Command-P`), menu symbols (`⇧⌘P`) and plus style (`cmd+shift+p`), but never guesses: a key it cannot read is reported at the exact column, because a typo in a shortcut ships a command nobody can press.",
                "invalid-shortcut.notes.the-finding-underlines-the-unknown": "The finding underlines the unknown word.",
                "duplicate-shortcut.summary": "Two entries share a chord, or one entry's chord starts another's sequence, in the same scope and a shared platform.",
                "duplicate-shortcut.rationale": "One keystroke can run only one command. Entries conflict when they are active together at the same precedence and share a platform: both without `when`, or both in the same `when` scope. An entry in a scope overrides an entry without one there (the view that owns the scope handles the key before the menu does), and different scopes are different focus areas, so neither is a conflict; a menu outside the main menu (a context menu, a pop-up button's menu) is such a scope. A single chord that is the first stroke of another entry's sequence (⌘K and ⌘K ⌘S) fires before the sequence can be completed. The later entry is reported and the message names the earlier one and its line, unless the later one is the standard command on its own chord (Paste on Command-V): then the other entry is the problem and is reported, once (repurposed-standard leaves it to this rule). Two entries for the same command (one title, or one standard action such as Help in two menus) are a warning: nothing is lost but the second item never runs. So are two conflicts code reading cannot confirm: two commands of one file each declared under a condition of its own (`if`, `switch` case, `#if`), which collide only while both hold, and a UIKit key command whose capital-letter input is read as Shift (`input: \"G\"` with `.command`), which UIKit does not say iPadOS matches that way. So is a conflict in an agent app (`LSUIElement` in its Info.plist or build settings, or `kind: agent`): macOS never shows its menu bar, and its shortcuts act only while the app is active, which most agents (helpers, menu bar extras) are only while one of their windows is key. Two of Apple's own items that Apple put on one chord (Center and AppKit's Show All Tabs, both Command-|) are not reported: the app chose neither. A hidden Interface Builder item (`hidden=\"YES\"`) conflicts with nothing: AppKit's hidden items \"do not participate in command key matching\" (NSMenuItem.isHidden), so a hidden item on a visible item's chord is the other half of a pair the app swaps at run time. Manifests that name the same `app` (one per module) are one app's shortcuts: an entry that collides with one in an earlier manifest is reported too, naming that file. Localized copies of a file (`de.lproj/MainMenu.xib`) are variants of one menu, never more items of it: each language's menu is checked on its own, and a conflict only the translation has is reported at the localized line, naming the language.",
                "duplicate-shortcut.guideline.quote": "Minimizing app-specific keyboard shortcuts also helps avoid potential conflicts with system-defined shortcuts that may be in place.",
                "duplicate-shortcut.guideline.source": "Human Interface Guidelines › Keyboards",
                "duplicate-shortcut.guideline.section": "Keyboard shortcuts",
                "duplicate-shortcut.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "duplicate-shortcut.notes.two-entries-in-the-same": "Two entries in the same scope.",
                "duplicate-shortcut.notes.the-standard-command-keeps-its": "The standard command keeps its chord; the other entry is reported, once.",
                "duplicate-shortcut.notes.the-same-command-twice-a": "The same command twice: a warning, since nothing is lost.",
                "duplicate-shortcut.notes.the-editors-run-overrides-the": "The editor's Run overrides the menu's Refresh while the editor has focus.",
                "duplicate-shortcut.notes.two-of-apples-own-items": "Two of Apple's own items on one chord: Xcode's template and AppKit put them there.",
                "duplicate-shortcut.notes.a-hidden-menu-item-takes": "A hidden menu item takes part in no key matching until the app swaps it in.",
                "duplicate-shortcut.notes.an-agent-apps-menu-bar-is": "An agent app's menu bar is never shown, and its shortcuts act only while one of its windows is key: a conflict is a warning.",
                "localization-drift.summary": "A localized copy of an Interface Builder menu (`de.lproj/MainMenu.xib`) gives an item another key equivalent or modifiers than the base file does.",
                "localization-drift.rationale": "An app's menu translated into another language is the same menu: each item keeps its command, and its shortcut. The system adapts shortcuts to the keyboard people use; a translation that changes one by hand usually missed a change made to the base file later (the English menu moved an item to another chord, the German copy still has the old one, which may now collide with another item in German only), or changed it for one keyboard layout. The finding is on the localized copy's item and names the base item's chord, file and line; items are matched by Interface Builder object id, else by their place in the menus (docs/interface-builder.md). If the change is deliberate, say so with a comment above the item. An item whose translated key is one the rules cannot read (a German `Ö`) is noted as not checked instead, and an item that lost its key is reported at its title, where no comment can suppress it: restore the key, or turn the rule off.",
                "localization-drift.guideline.quote": "Let the system localize and mirror your keyboard shortcuts as needed.",
                "localization-drift.guideline.source": "Human Interface Guidelines › Keyboards",
                "localization-drift.guideline.section": "Custom keyboard shortcuts",
                "localization-drift.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "localization-drift.notes.the-base-file-moved-publish": "The base file moved Publish… to Command-K; the German copy still has the old chord.",
                "localization-drift.notes.a-shortcut-only-the-french": "A shortcut only the French menu has.",
                "localization-drift.notes.the-translation-keeps-the-bases": "The translation keeps the base's chord.",
                "localization-drift.notes.a-deliberate-change-said-so": "A deliberate change, said so above the item.",
                "system-reserved.summary": "The system takes the chord on a declared platform before the app sees it (a warning when Apple reserves it or an accessibility shortcut takes it, an info under a rarer condition).",
                "system-reserved.rationale": "The system intercepts its own shortcuts (Spotlight, screenshots, app switching, Mission Control, input sources, Force Quit) before any app sees them, so the command would silently never run. Only the reserved table's `intercepted` rows are errors. Rows the system takes only under a condition name it, and the condition's kind decides how loudly: the HIG's \"Varies. Apple reserved.\" rows (⇧⌘Space, F8, F9, F10, [Modifier key]-⌘Space) are Apple's instruction to keep off the chord, and on Apple keyboards F8–F10 are media keys unless people change a setting, and the Zoom, contrast and invert shortcuts are turned on by exactly the people who rely on them: those are warnings. Rarer conditions (Switch to Desktop N turned on, a Touch Bar, F14/F15 as Brightness keys, a release that had font smoothing) are infos, since a default setup gives the app the key, and rows of an earlier release (F12 Dashboard, removed in macOS 10.15) are not matched unless `platformVersions` chooses that release. Rows the HIG marks ● that are really behaviours of the text system or of AppKit controls (⇧← extends the selection, ⌃⇥ shows the next tab), and conditional rows that are such a behaviour too (⌘← moves to the beginning of the line), are repurposed-standard's. Every stroke of a sequence is checked: the system takes the key whenever it is pressed. A row of a house table (`--reserved`) is reported as that table's, not the system's. The system's own item declared by the app (Emoji & Symbols on Control-Command-Space) is not reported. Tiers and their sources: docs/reserved.md.",
                "system-reserved.guideline.quote": "The following keyboard shortcuts are either reserved by the system or well-known to people.",
                "system-reserved.guideline.source": "Human Interface Guidelines › Keyboards",
                "system-reserved.guideline.section": "Reserved keyboard shortcuts",
                "system-reserved.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "system-reserved.notes.every-stroke-of-a-sequence": "Every stroke of a sequence: the system takes Control-Down arrow whenever it is pressed.",
                "system-reserved.notes.the-item-appkit-adds-to": "The item AppKit adds to every app's Edit menu, declared as such.",
                "system-reserved.notes.f11-alone-is-reserved-on": "F11 alone is reserved on the Mac only.",
                "system-reserved.notes.marked-in-the-hig-but": "Marked ● in the HIG, but a behaviour of AppKit's tabbed windows, not something the system takes.",
                "system-reserved.notes.dashboard-left-macos-in-10": "Dashboard left macOS in 10.15; its row applies only to earlier releases.",
                "system-reserved.notes.varies-apple-reserved-in-the": "\"Varies. Apple reserved.\" in the HIG: a warning.",
                "system-reserved.notes.switch-to-desktop-1-shipped": "Switch to Desktop 1, shipped turned off and rarely turned on: an info.",
                "system-reserved.notes.an-accessibility-shortcut-off-by": "An accessibility shortcut, off by default and turned on by the people who use Zoom: a warning that names the condition.",
                "repurposed-standard.summary": "A standard shortcut, or a key the text system and AppKit controls use, is declared for a different command.",
                "repurposed-standard.rationale": "People expect standard shortcuts to do the same thing in every app, and the text system and AppKit controls give some keys a behaviour of their own (⇧← extends the selection, ⌘+ makes text bigger, ⌃⇥ shows the next tab): a menu item on such a key takes it away from every text field and control of the app (⌘← moves to the beginning of the line, even though the table also lists it as a layout switch under a condition). Binding the key to its own action, or a close equivalent, is the app implementing it and is not reported: the reserved table recognises the action from the title, its synonyms, verbs and objects, the menu path (Edit › Select › All), command-style ids (`editor::Redo`) and the titles of the standard commands in Apple's languages (Fett, Coller, 太字, すべてを選択: 17 languages besides English, Japanese read as Japanese), and ‹App› in a title is the manifest's `app`. One app's shortcuts (Finder's New Folder, Safari's Back) and Services shortcuts are not standards for every app and are not reported. A sequence's first stroke counts (⌘J ⌘F takes ⌘J from Jump to Selection); later strokes take nothing away. The app is judged as a whole: the HIG allows redefining a standard shortcut \"if its action doesn't make sense in your app\", so a reuse is a warning where the app shows the command's family (an item for Find… beside a repurposed ⌘G, Bold or Italic beside ⌘B, text editing beside ⌘←) or every app has the command (⌘Q ⌘W ⌘S ⌘Z ⌘X ⌘C ⌘V ⌘A ⌘, and keyboard focus), and otherwise a note that names the standard command; the text system's keys are reported once per file, at the first. An item of a menu of its own (`when: menu.…`: a context, status-item or Dock menu) takes nothing away, since its key acts only while its menu is open. When your app has no use for the standard action (no text styling, so no Italic), say so with `repurposes: <reserved id>` and the finding goes away.",
                "repurposed-standard.guideline.quote": "In general, don’t repurpose standard keyboard shortcuts for custom actions.",
                "repurposed-standard.guideline.source": "Human Interface Guidelines › Keyboards",
                "repurposed-standard.guideline.section": "Keyboard shortcuts",
                "repurposed-standard.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "repurposed-standard.notes.a-misspelt-id-silences-nothing": "A misspelt id silences nothing.",
                "repurposed-standard.notes.a-sequence-takes-its-first": "A sequence takes its first stroke away from the standard command.",
                "repurposed-standard.notes.a-key-the-text-system": "A key the text system uses: the message says what it normally does.",
                "repurposed-standard.notes.a-behaviour-that-is-also": "A behaviour that is also a conditional system row: one finding, the behaviour's, naming the condition.",
                "repurposed-standard.notes.command-k-is-no-standard": "Command-K is no standard shortcut, and a later stroke takes nothing away.",
                "repurposed-standard.notes.bold-in-german-a-standard": "Bold in German: a standard command in one of Apple's languages.",
                "repurposed-standard.notes.select-all-in-japanese-read": "Select All in Japanese, read without spaces.",
                "repurposed-standard.notes.the-key-bound-to-its": "The key bound to its own behaviour.",
                "repurposed-standard.notes.appkits-own-tab-item-on": "AppKit's own tab item on the focus-group key.",
                "repurposed-standard.notes.finders-new-folder-is-one": "Finder's New Folder is one app's shortcut, not a standard every app keeps.",
                "repurposed-standard.notes.an-item-that-sends-the": "An item that sends the standard action (`openDocument:`) is Open, whatever its title says.",
                "repurposed-standard.notes.interface-builder-records-the-action": "Interface Builder records the action: OpenEmu's Launch Game… sends `openDocument:`.",
                "repurposed-standard.notes.beside-find-items-command-g-is": "Beside Find items, Command-G is Find Next: a warning that names the item.",
                "repurposed-standard.notes.an-app-with-no-text": "An app with no text styling: a note, since the HIG allows the reuse.",
                "repurposed-standard.notes.the-keys-of-the-text": "The keys of the text system are reported once, at the first.",
                "modifier-order.summary": "Modifiers are written out of the order Control, Option, Shift, Command.",
                "modifier-order.rationale": "Menus and documentation list modifiers in one fixed order, so people read shortcuts at a glance; a manifest that writes them in another order drifts from what the menu shows. The fix reorders the modifiers in place, keeping your notation. When Shift is also written with a two-character key (Command-Shift-/), two-character-key's fix (Command-?) settles the order too, so this rule leaves that key to it: the two fixes never pull one key two ways.",
                "modifier-order.guideline.quote": "List modifier keys in the correct order. If you use more than one modifier key in a custom shortcut, always list them in this order: Control, Option, Shift, Command.",
                "modifier-order.guideline.source": "Human Interface Guidelines › Keyboards",
                "modifier-order.guideline.section": "Custom keyboard shortcuts",
                "modifier-order.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "modifier-order.notes.the-fix-keeps-the-notation": "The fix keeps the notation: only the order changes.",
                "modifier-order.notes.two-character-keys-fix-command": "two-character-key's fix, Command-?, also puts the modifiers in order.",
                "modifier-order.notes.globe-is-not-one-of": "Globe is not one of the HIG's four modifiers; where it is written is not judged.",
                "control-modifier.summary": "A custom shortcut uses Control; the message says how many custom shortcuts do.",
                "control-modifier.rationale": "The system builds many systemwide features on Control (moving focus, Spaces, screenshots to the clipboard, text navigation in every field), so a custom Control shortcut is likely to collide now or in a later release. Only custom shortcuts count: Control-Command-F declared as Enter Full Screen is the standard shortcut, not a choice. A chord the system already takes is system-reserved's finding, and Control-Tab or Control with an arrow key outside a `when` scope is navigation-key's; Control in any other custom chord is this rule's, and prefer-command and layout-dependent-key defer to it.",
                "control-modifier.guideline.quote": "As much as possible, avoid using the Control key as a modifier. The system uses Control in many systemwide features, like moving focus or capturing screenshots.",
                "control-modifier.guideline.source": "Human Interface Guidelines › Keyboards",
                "control-modifier.guideline.section": "Custom keyboard shortcuts",
                "control-modifier.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "control-modifier.notes.control-without-command-is-still": "Control without Command is still this rule's, not prefer-command's.",
                "control-modifier.notes.a-standard-shortcut-declared-for": "A standard shortcut declared for its own action is not a custom one.",
                "option-modifier.summary": "More than `maxShare` of the custom shortcuts use Option; each of them is reported with the share.",
                "option-modifier.rationale": "Option marks the less common commands and power features (Option-Command-W closes all windows); when many custom shortcuts need it, none of them stands out and people must remember which commands took the extra key. The share counts custom shortcuts only (standard ones such as Paste and Match Style do not count) and every custom shortcut with Option is reported once the share is exceeded, so you can choose which to move to Command or Shift-Command. An Option chord beside the same chord without Option (Export All… on Option-Command-E beside Export… on Command-E) is the variant the guideline's own examples describe: Finder's Option-Command-W closes all windows beside Command-W, and Option-Command-M minimizes all beside Command-M. Such a variant (the AppKit alternate of the item, or related to it by `complements`, its action or a shared title word) counts toward the share, since Option is still in use, but is not reported: the chords to move are the others. This is about how often Option is used; a chord with only Option and a character key is also option-types-character's, a different problem.",
                "option-modifier.guideline.quote": "Use the Option modifier sparingly. For example, you might use Option in the shortcut for a less-common command or a convenience or power feature.",
                "option-modifier.guideline.source": "Human Interface Guidelines › Keyboards",
                "option-modifier.guideline.section": "Custom keyboard shortcuts",
                "option-modifier.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "option-modifier.options.maxShare": "The largest share (0 to 1) of custom shortcuts that may use Option.",
                "option-modifier.notes.2-of-3-custom-shortcuts": "2 of 3 custom shortcuts (67%) use Option.",
                "option-modifier.notes.1-of-4-25-is": "1 of 4 (25%) is not more than the default share.",
                "option-modifier.notes.option-variants-of-the-apps": "2 of 4 (50%) use Option, but both are Option variants of the app's own chords: none is reported.",
                "option-types-character.summary": "Option or Option-Shift is the only modifier with a letter, digit or punctuation key, a combination that types a character.",
                "option-types-character.rationale": "On macOS, Option with a character key is how people type characters the keyboard does not show: Option-G is ©, Option-E starts an accent, and on many layouts Option with a digit types brackets or braces. A shortcut on such a chord either steals that character from every text field or never fires while one has focus. Add Command. This rule owns these chords, so prefer-command and layout-dependent-key do not report them too; Control with Option is control-modifier's.",
                "option-types-character.guideline.quote": "Some languages require modifier keys to generate certain characters. For example, on a French keyboard, Option-5 generates the “{{“ character.",
                "option-types-character.guideline.source": "Human Interface Guidelines › Keyboards",
                "option-types-character.guideline.section": "Custom keyboard shortcuts",
                "option-types-character.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "option-types-character.notes.a-function-key-types-nothing": "A function key types nothing (prefer-command still asks for Command).",
                "prefer-command.summary": "A custom shortcut has modifiers but no Command.",
                "prefer-command.rationale": "Most standard shortcuts use Command, so people reach for it first and look for an app's commands there; Shift-F6 or Option-Return hides the command from that habit. Only custom shortcuts count. Chords another rule explains better are left to it: no modifier at all (missing-modifier), Tab and arrow keys (navigation-key), Control (control-modifier), and Option or Option-Shift with a character key (option-types-character). A game's key bindings (`kind: game`, entries outside its menus) are the game's own.",
                "prefer-command.guideline.quote": "Prefer the Command key as the main modifier key in a custom keyboard shortcut. Most standard keyboard shortcuts use the Command key, so people are familiar with it.",
                "prefer-command.guideline.source": "Human Interface Guidelines › Keyboards",
                "prefer-command.guideline.section": "Custom keyboard shortcuts",
                "prefer-command.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "prefer-command.notes.no-modifier-at-all-is": "No modifier at all is missing-modifier's finding.",
                "prefer-command.notes.a-games-key-binding": "A game's key binding.",
                "unrelated-shift-variant.summary": "A custom chord is a standard or declared chord plus Shift, Option or Control, used for an unrelated command.",
                "unrelated-shift-variant.rationale": "People read Shift-Command-Z as \"the other side of Command-Z\"; giving it an unrelated command breaks that expectation, and so does any other added modifier (Control-Command-Z for Toggle Minimap). The base is the chord with Shift, Option, Control or several of them taken away, Command kept. Where the app has its own command on the base (another entry in an overlapping scope), that command is the base, whatever the table says: Hex Fiend's Command-B is Add Bookmark, so Option-Command-B is judged against Add Bookmark, not Bold. Where it has none, a standard row of the reserved table on the entry's platforms is the base if every app has that command (the app, Edit, Window and Help menus: Undo, Copy, Select All, Find, Close, Minimize, Quit, Settings…), since people know those chords from all their apps; a kind of app's command (Bold, Save, Get Info) is no base in an app that has nothing on its chord. Rows the system intercepts (Command-Tab, the Dock's Option-Command-D), conditional and text-behaviour rows (Command-Left arrow) and one app's or Services rows (Safari's Back, Search With Google) are not, since the app never had them as commands. The pair is related when the table pairs them (Undo and Redo, Print and Page Setup, Find Next and Find Previous, Close and Close All, Paste and Paste and Match Style), when the titles share a significant word (Refresh and Refresh All) or one's word is made from the other's (Uncomment from Comment, No Alignment from Align), when both are one-word options of one submenu (Repeat › All beside Repeat › Toggle: the submenu's title completes each), when the variant's title names the base row's action in other words (Load Profile… beside Open), when the app's command on the base and the variant sit in one group of one Interface Builder menu, between the same separators (AppKit's separator item is \"used to separate logical groups of menu commands\": Wired Client's Reconnect under New Connection…), when both are items of numbered lists (note types on Control-Command-1…9 beside tools on Command-1…5: the digit is a position in each list), or when the entry says `complements: <id>` (another entry's id or a reserved id). Two entries that send one action are related (the same command on two chords), and so is a pair where either title is not known (computed when the app runs, or never written, as a UIKit key command may leave it): nothing says they are unrelated. A chord that is itself in the table is system-reserved's or repurposed-standard's finding, not this rule's; a `complements` naming nothing known is reported here.",
                "unrelated-shift-variant.guideline.quote": "Avoid creating a new shortcut by adding a modifier to an existing shortcut for an unrelated command. For example, because people are accustomed to using Command-Z for undoing an action, it would be confusing to use Shift-Command-Z as the shortcut for a command that’s unrelated to undo and redo.",
                "unrelated-shift-variant.guideline.source": "Human Interface Guidelines › Keyboards",
                "unrelated-shift-variant.guideline.section": "Custom keyboard shortcuts",
                "unrelated-shift-variant.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "unrelated-shift-variant.notes.one-group-of-one-menu": "Two items of one group of one menu, between the same separators: the app grouped them as related commands (Wired Client's Reconnect under New Connection…).",
                "unrelated-shift-variant.notes.one-action-on-both-chords": "Both send one action: the same command on two chords.",
                "unrelated-shift-variant.notes.titles-the-code-computes": "Titles the code computes when the app runs: nothing says the two are unrelated.",
                "unrelated-shift-variant.notes.command-z-is-undo": "Command-Z is Undo.",
                "unrelated-shift-variant.notes.any-added-modifier-counts-control": "Any added modifier counts, Control too.",
                "unrelated-shift-variant.notes.the-apps-own-command-on": "The app's own command on the base comes before the standard row there.",
                "unrelated-shift-variant.notes.sharing-a-submenu-of-full": "Sharing a submenu of full titles relates nothing.",
                "unrelated-shift-variant.notes.a-misspelt-id-relates-nothing": "A misspelt id relates nothing.",
                "unrelated-shift-variant.notes.in-an-interface-builder-menu": "In an Interface Builder menu, an item of its own on the variant.",
                "unrelated-shift-variant.notes.the-table-pairs-redo-with": "The table pairs Redo with Undo.",
                "unrelated-shift-variant.notes.no-base-command-is-safaris": "No base: Command-[ is Safari's Back (one app's shortcut), Option-Command-D the Dock's (the system takes it).",
                "unrelated-shift-variant.notes.related-to-the-apps-own": "Related to the app's own command on the base: a standard row there (Bold) does not count.",
                "unrelated-shift-variant.notes.a-word-with-un-undoes": "A word with un- undoes the word (LaTeXiT's Comment and Uncomment).",
                "unrelated-shift-variant.notes.a-noun-in-ment-names": "A noun in -ment names its verb's act: No Alignment is of the align family, like Align Center (LaTeXiT).",
                "unrelated-shift-variant.notes.two-numbered-lists-side-by": "Two numbered lists side by side: the digit is a position in each.",
                "unrelated-shift-variant.notes.no-base-italic-and-underline": "No base: Italic and Underline are commands of text apps, and this app has nothing on Command-I or Command-U (Undo's Command-Z would be a base: every app has it).",
                "unrelated-shift-variant.notes.one-word-items-of-one": "One-word items of one submenu are options of one setting: its title completes theirs (Cog's Repeat › Toggle and Repeat › All).",
                "unrelated-shift-variant.notes.an-alternate-item-alternate-yes": "An alternate item (`alternate=\"YES\"`) is, by AppKit's design, the item above it while a modifier is held: the reader records it as complementing that item.",
                "two-character-key.summary": "Shift is written with the lower character of a two-character key (Shift-Command-/), or together with the upper one (Shift-Command-?).",
                "two-character-key.rationale": "Menus name a two-character punctuation key by the character the shortcut produces: with Shift it is the upper one, so Help is Command-? and not Shift-Command-/. Writing Shift together with the upper character names Shift twice. The chord itself is fine, which is why this rule judges every entry, standard ones included. The fix rewrites only the key string, keeping your notation. Digits are not two-character keys here: the HIG writes Shift-Command-3.",
                "two-character-key.guideline.quote": "Identify a two-character key by its lower character unless Shift is part of the shortcut. For example, the keyboard shortcut for Hide Status Bar is Command-Slash (/). If the Shift key is part of the keyboard shortcut, identify the key using the upper of the two characters. For example, the keyboard shortcut for Help is Command-Question Mark (?), not Shift-Command-Slash.",
                "two-character-key.guideline.source": "Human Interface Guidelines › Keyboards",
                "two-character-key.guideline.section": "Custom keyboard shortcuts",
                "two-character-key.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "two-character-key.notes.digits-keep-their-lower-character": "Digits keep their lower character.",
                "layout-dependent-key.summary": "A modifier other than Command is combined with a digit or punctuation key, which not every keyboard layout offers that way.",
                "layout-dependent-key.rationale": "Many layouts need Shift or Option to type digits and punctuation (on a French keyboard the digits are shifted, and Option-5 types “{{”), so such a chord cannot be pressed, or means something else, for part of your users. Command alone with these keys is safe, and letters are safe with any modifier; arrows, function keys, Space, Tab, Return, Esc and Delete exist everywhere. Option or Option-Shift alone with a digit types a character and is option-types-character's; Control is control-modifier's.",
                "layout-dependent-key.guideline.quote": "It’s usually safe to use the Command key as a modifier, but avoid using an additional modifier with characters that aren’t available on all keyboards. If you must use a modifier other than Command, prefer using it only with the alphabetic characters.",
                "layout-dependent-key.guideline.source": "Human Interface Guidelines › Keyboards",
                "layout-dependent-key.guideline.section": "Custom keyboard shortcuts",
                "layout-dependent-key.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "layout-dependent-key.notes.double-quote-is-shifted-apostrophe": "\" is Shift with the ' key.",
                "globe-modifier.summary": "A custom shortcut uses the Globe (fn) key, which the system keeps for its own shortcuts.",
                "globe-modifier.rationale": "Globe shortcuts are the system's: on the Mac, Globe-F enters full screen, Globe-E shows Emoji & Symbols, Globe-Control with an arrow tiles windows (macOS 15); on iPad, Globe-H goes home and Globe with an arrow switches apps (`shortcut-lint reserved 🌐` lists them). Many keyboards have no Globe key at all, and AppKit sets the function flag by itself for the arrow and function keys, so an app cannot count on it as a modifier. Standard items the system adds to an app's menus (Enter Full Screen on Globe-F) are not custom and are not reported. Any other rule that describes the chord reports it instead.",
                "globe-modifier.notes.the-systems-own-item-declared": "The system's own item, declared for its own action, is not a custom shortcut.",
                "missing-modifier.summary": "A custom shortcut has no modifier (Esc excepted); a bare character key also fails WCAG 2.1.4.",
                "missing-modifier.rationale": "A shortcut is a primary key with modifiers; Esc, the cancel key, is the HIG's one exception. A bare letter, digit or punctuation key fires whenever people type it outside a text field, and speech-input users trigger it by accident: WCAG 2.1.4 (Character Key Shortcuts) asks for a modifier. A bare function key is reported as info: it types nothing, but Mac keyboards send brightness and volume unless people hold fn. Bare Tab and arrow keys are navigation-key's (inside a `when` scope they are fine), and bare F8–F12 are system-reserved's. Only the first stroke of a sequence is judged: after Command-K, a bare S completes the sequence and types nothing. Return on a button shown in a window (read from code: a SwiftUI button outside `commands`) is that window's default button, as the platform defines it: SwiftUI's `.keyboardShortcut(.defaultAction)` is \"the standard keyboard shortcut for the default button, consisting of the Return (↩) key and no modifiers\" (SwiftUI › KeyboardShortcut › defaultAction), and AppKit draws its default button \"to indicate that the user can press the return key to invoke the button's action\" (AppKit › NSButton.BezelStyle › rounded); `.cancelAction` is Esc, the HIG's exception. Neither is reported; Return on a menu item is. A game's key bindings (`kind: game`, or a game target: entries outside its menus) may be single keys; its menu commands are still checked. Nor is an item of a menu of its own (a context menu, a status item's or the Dock's menu, a menu the code pops up: `when: menu.…`): AppKit looks up menu key equivalents in the main menu only, so such a key acts only while its menu is open, never while people type.",
                "missing-modifier.guideline.quote": "Most keyboard shortcuts consist of a combination of keys: a single primary key and one or more of the modifier keys (Command, Shift, Control, and Option). A rare exception is the Esc (Escape) key, which people can use as a shortcut to invoke a cancel action in various contexts.",
                "missing-modifier.guideline.source": "Human Interface Guidelines › Keyboards",
                "missing-modifier.guideline.section": "Keyboard shortcuts",
                "missing-modifier.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "missing-modifier.notes.also-fails-wcag-2-1": "Also fails WCAG 2.1.4.",
                "missing-modifier.notes.reported-as-info": "Reported as info.",
                "missing-modifier.notes.a-menu-command-on-return": "A menu command on Return is no default button.",
                "missing-modifier.notes.return-and-esc-for-a": "Return and Esc for a dialog's default and cancel buttons, as SwiftUI defines them.",
                "missing-modifier.notes.the-second-stroke-of-a": "The second stroke of a sequence needs no modifier.",
                "missing-modifier.notes.a-games-menu-commands-follow": "A game's menu commands follow the rules of every app.",
                "missing-modifier.notes.a-games-key-bindings-often": "A game's key bindings often consist of a single key (Keyboards, June 2025 revision).",
                "missing-modifier.notes.a-menu-of-its-own": "A menu of its own (a context menu, a menu the code pops up): its keys act only while it is open, never while people type.",
                "navigation-key.summary": "Tab, Shift-Tab or an arrow key without Command, in a shortcut not confined by `when`: these keys move focus.",
                "navigation-key.rationale": "With Full Keyboard Access (on iOS, iPadOS, macOS and visionOS) and keyboard navigation, Tab moves focus among focus groups and the arrow keys move it within a group (Human Interface Guidelines › Focus and selection, and › Keyboards › Keyboard navigation on iPad). A shortcut that takes them app-wide breaks navigation for the people who rely on the keyboard. Inside a `when` scope, such as a canvas that moves its selection with the arrows, the view owns those keys and nothing is reported. This rule owns Tab and arrow chords without Command, bare or not: it comes first among the rules about a custom chord's modifiers, and the others defer to it. Chords the reserved table claims (Control-Tab, Shift with an arrow) are the table rules'. A game's key bindings (`kind: game`, entries outside its menus), such as arrows that move a character, are the game's own.",
                "navigation-key.later-revision": "Full Keyboard Access is \"available in iOS, iPadOS, macOS, and visionOS\", so the keys are taken on every platform; and {gameKeyBindings}",
                "navigation-key.guideline.quote": "Pressing the Tab key moves focus among focus groups, letting people navigate to sidebars, grids, and other app areas.",
                "navigation-key.guideline.source": "Human Interface Guidelines › Focus and selection",
                "navigation-key.guideline.section": "Mobile platforms",
                "navigation-key.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/focus-and-selection",
                "navigation-key.notes.confined-to-a-view": "Confined to a view.",
                "navigation-key.notes.a-games-key-binding": "A game's key binding.",
                "too-many-custom.summary": "The manifest declares more than `max` custom shortcuts.",
                "too-many-custom.rationale": "Every app-specific shortcut is one more thing to learn, one more line in the iPad shortcut interface, and one more chance to collide with a system shortcut. Standard shortcuts declared for their own action (Copy, Save, Find) do not count; custom ones, repurposed standard chords included, do. Reported once, at the manifest's `shortcuts` key.",
                "too-many-custom.guideline.quote": "Define custom keyboard shortcuts for only the most common actions in your app. People appreciate using keyboard shortcuts for app-specific actions they perform frequently, but defining too many new shortcuts risks making your app seem difficult to learn and can clutter the shortcut interface in an iPadOS app.",
                "too-many-custom.guideline.source": "Human Interface Guidelines › Keyboards",
                "too-many-custom.guideline.section": "Keyboard shortcuts",
                "too-many-custom.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "too-many-custom.options.max": "The most custom shortcuts a manifest may declare.",
                "too-many-custom.notes.51-custom-shortcuts-one-per": "51 custom shortcuts (one per palette scope).",
                "discoverability-title.summary": "On iPadOS and visionOS, an item in a submenu has a title without the submenu's context and no `discoverabilityTitle`.",
                "discoverability-title.rationale": "The iPad shortcut interface (shown while people hold Command) lists each menu's items flat, without submenu titles, so \"Name\" under View > Sort By reads as just \"Name\". Give the item a `discoverabilityTitle` (UIKeyCommand's discoverabilityTitle) that carries the context, or put the context in the title. A title counts as carrying the context when it shares a significant word with the submenu's title (\"Sort by Name\" under Sort By; in Japanese ブックマークを名前で並べ替える under ブックマークの並べ替え, read without spaces), and the title suggested joins the two without repeating the submenu's words. Only entries that apply to iPadOS or visionOS are checked: Apple Vision Pro shows the same shortcut interface. In code the menu path is the one the reader finds: a SwiftUI `Menu(\"Sort By\")` inside `commands`, a UIKit `UIMenu(title: \"Sort By\", children: […])` put in the menu bar by `buildMenu(with:)`; a UIKit key command may say `discoverabilityTitle:`, a SwiftUI button only its title. A `discoverabilityTitle` that only repeats the title carries no context. A standard command (Bold under Format › Font, Jump to Selection under Edit › Find) is not reported: the HIG limits the problem to titles that make no sense without their submenu, and a standard command's title does.",
                "discoverability-title.later-revision": "visionOS too: \"In visionOS, an app’s keyboard shortcuts appear in the shortcut interface that displays when people hold the Command key on a connected keyboard\", and \"Write descriptive shortcut titles\" (since the revision of June 21, 2023)",
                "discoverability-title.guideline.quote": "Help people discover available actions in your iPadOS app. Because the iPad shortcut interface displays a flat list of all items in each category, submenu titles aren’t available to provide context for their child items.",
                "discoverability-title.guideline.source": "Human Interface Guidelines › Keyboards",
                "discoverability-title.guideline.section": "iPadOS",
                "discoverability-title.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "discoverability-title.notes.japanese-titles-are-joined-without": "Japanese titles are joined without a space.",
                "discoverability-title.notes.a-uikit-key-command-in": "A UIKit key command in a submenu the menu builder puts in View.",
                "discoverability-title.notes.the-mac-menu-bar-shows": "The Mac menu bar shows the submenu.",
                "discoverability-title.notes.the-higs-own-example-in": "The HIG's own example in Japanese: the title names its submenu's context.",
                "discoverability-title.notes.a-uikit-key-command-whose": "A UIKit key command whose discoverability title carries the submenu's context.",
                "discoverability-title.notes.visionos-lists-shortcuts-the-same": "visionOS lists shortcuts the same way.",
                "discoverability-title.notes.a-discoverability-title-that-only-repeats": "A discoverability title that only repeats the title: the overlay still shows just \"Name\".",
                "discoverability-title.notes.a-standard-commands-title-makes-sense": "A standard command's title makes sense alone: Bold needs no \"Font\", Jump to Selection no \"Find\".",
                "shortcut-only-action.summary": "An entry has no `menu`, so unless a control on screen does the same, a shortcut is its only way in: a note, since the linter cannot see the screen.",
                "shortcut-only-action.rationale": "A virtual keyboard has no shortcuts (Human Interface Guidelines › Virtual keyboards), so on iPhone, iPad, Apple Vision Pro and Apple TV without a hardware keyboard an action reachable only by its shortcut cannot be reached at all. A key command with no title or discoverability title is also missing from the iPad shortcut interface, which lists a command by its discoverability title, else its title (UIKit › UIKeyCommand › discoverabilityTitle). On the Mac people find shortcuts in the menu bar, so a missing menu item makes the shortcut hard to discover: reported as info when macOS is the only platform the entry applies to. On the other platforms the finding is a note as well, and says on what it depends: key commands usually mirror a button or gesture on screen (a UIKit responder's `keyCommands` most of all), which the linter cannot see, so it cannot tell that the action is unreachable. A manifest entry with such a control says so with `visibleControl: true`, and gets no finding. Teams whose commands must all be in menus can raise the rule to `severity: warning`. Name the menu (`menu: Edit`, or `View > Sort By` for a submenu); in code, add the command to the app's menus (SwiftUI `commands`, UIKit `buildMenu(with:)`): the reader takes the menu path from there, and a UIKit responder's `keyCommands` have none. A shortcut read from a SwiftUI button shown in a window is not reported: the button is the other way in. Nor is a `KeyboardShortcut` constant its file never applies: the control it belongs to, and its menu, are in another file. Nor are a game's key bindings (`kind: game`, or a game target): they sit beside the game's own controls, which are the way in without a keyboard (Game controls: \"Support the platform's default interaction method\").",
                "shortcut-only-action.guideline.quote": "A virtual keyboard doesn’t support keyboard shortcuts.",
                "shortcut-only-action.guideline.source": "Human Interface Guidelines › Virtual keyboards",
                "shortcut-only-action.guideline.section": "Virtual keyboards",
                "shortcut-only-action.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/virtual-keyboards",
                "shortcut-only-action.notes.macos-only-info": "macOS only: info.",
                "shortcut-only-action.notes.the-same-command-in-the": "The same command in the app's menus: the reader takes its menu path, Format.",
                "shortcut-only-action.notes.a-uikit-key-command-with": "A UIKit key command with no menu and no discoverability title: info, since only the screen shows whether a control does the same; and unlisted.",
                "shortcut-only-action.notes.a-games-key-binding-beside": "A game's key binding, beside the game's own controls.",
                "unsupported-platform.summary": "The manifest or an entry declares watchOS, where keyboard shortcuts do not exist.",
                "unsupported-platform.rationale": "Apple Watch has no keyboard, and the HIG lists keyboards as not supported in watchOS, so a shortcut declared there can never be pressed. Each place that writes watchOS is reported: the manifest's `platforms` and any entry's. Platform names shortcut-lint does not know are a manifest error (invalid-manifest) at their position.",
                "unsupported-platform.guideline.quote": "No additional considerations for iOS, macOS, or tvOS. Not supported in watchOS.",
                "unsupported-platform.guideline.source": "Human Interface Guidelines › Keyboards",
                "unsupported-platform.guideline.section": "Platform considerations",
                "unsupported-platform.guideline.url": "https://developer.apple.com/design/human-interface-guidelines/keyboards",
                "unused-suppression.summary": "An `allow` item or `# shortcut-lint: allow` comment suppresses nothing.",
                "unused-suppression.rationale": "A suppression outlives the problem it was written for: once the shortcut changes, it silently waits to hide the next, unrelated finding on that entry. Reporting suppressions that hide nothing keeps every one of them deliberate. It also catches misspelt rule ids, rules that cannot be suppressed, and comments that sit on no entry. Suppressions of rules the configuration turns off are not reported.",
                "unused-suppression.notes.the-modifiers-are-already-in": "The modifiers are already in order, so nothing is suppressed:",
                "unused-suppression.notes.a-misspelt-rule-id-suppresses": "A misspelt rule id suppresses nothing:",
                "report.try": " (try {chords})",
                "report.summary": "{errors} {errors, plural, one {error} other {errors}}, {warnings} {warnings, plural, one {warning} other {warnings}}, {notes} {notes, plural, one {note} other {notes}} in {files} {files, plural, one {file} other {files}} ({shortcuts} {shortcuts, plural, one {shortcut} other {shortcuts}})",
                "report.count.errors": "{count} {count, plural, one {error} other {errors}}",
                "report.count.warnings": "{count} {count, plural, one {warning} other {warnings}}",
                "report.count.notes": "{count} {count, plural, one {note} other {notes}}",
                "report.list-separator": ", ",
                "report.github.not-annotated": "{total} more {total, plural, one {finding was} other {findings were}} not annotated ({counts}): GitHub shows at most {limit} annotations of each level per step. They are listed in this step's log above; upload --format sarif to code scanning to see every finding on the pull request.",
                "report.github.title": "{tool}: more findings",
                "report.sarif.baseline": "Recorded in the baseline file (--baseline).",
                "report.sarif.other-entry-titled-with-id": "The other entry: “{title}” (id {id}).",
                "report.sarif.other-entry-titled": "The other entry: “{title}”.",
                "report.sarif.other-entry-with-id": "The other entry (id {id}).",
                "report.sarif.other-entry": "The other entry.",
                "report.sarif.left-out": "{omitted} more {omitted, plural, one {result was} other {results were}} left out: GitHub code scanning rejects a run with more than {limit} results. The most severe are kept; the JSON report has them all.",
                "cli.headings.overview": "OVERVIEW:",
                "cli.headings.usage": "USAGE:",
                "cli.headings.arguments": "ARGUMENTS:",
                "cli.headings.options": "OPTIONS:",
                "cli.headings.subcommands": "SUBCOMMANDS:",
                "cli.main.overview": "Check an app's keyboard shortcuts against Apple's Human Interface Guidelines.",
                "cli.main.description": "shortcut-lint reads shortcut manifests (JSON or YAML), Interface Builder menus and Swift or\nObjective-C source, and reports conflicts, system-reserved and repurposed standard shortcuts,\nmodifier-order mistakes and the other HIG rules.",
                "cli.main.path": "Files or directories to lint (default: the current directory); '-' reads standard input.",
                "cli.main.default": " (default)",
                "cli.main.see-help": "See 'shortcut-lint help <subcommand>' for detailed help.",
                "cli.rules.rule": "RULE",
                "cli.rules.severity": "SEVERITY",
                "cli.rules.enabled": "ENABLED",
                "cli.rules.fixable": "FIXABLE",
                "cli.rules.summary": "SUMMARY",
                "cli.rules.configuration": "Configuration: {path}",
                "cli.rules.no-configuration": "none (defaults)",
                "cli.rules.abstract": "List the rules: id, default severity, enabled, fixable, summary.",
                "cli.options.fix.fix": "Rewrite what is mechanical (modifier-order, two-character-key) in manifests, in place, changing only the fixed characters; then report what remains. Interface Builder and source files are never written.",
                "cli.options.fix.dry-run": "With --fix: print a unified diff of the fixes instead of writing them (on standard error when a json, sarif, junit or checkstyle report takes standard output).",
                "cli.options.baseline.baseline": "Hide the findings recorded in FILE (see --write-baseline) and report only new ones.",
                "cli.options.baseline.write-baseline": "Record this run's findings in FILE, to adopt the linter without fixing everything first.",
                "cli.options.input.config": "Use this configuration instead of the nearest .shortcut-lint.yml (.yaml, .json) in the folders above.",
                "cli.options.input.force-exclude": "Apply the configuration's 'include' and 'exclude' patterns to files named on the command line too.",
                "cli.options.input.stdin-filename": "The name reports give standard input ('-'); its extension picks the format and its folder the config.",
                "cli.options.check.reserved": "Add a house table of reserved or standard shortcuts (same format as Resources/reserved.json; an existing id is replaced). Repeatable.",
                "cli.options.check.platform": "Check every file for this platform instead of the ones it declares (macOS, iOS, iPadOS, visionOS, tvOS); entries whose own platforms are all others are not checked. Repeatable.",
                "cli.options.check.platform-version": "Check against this release of a platform, e.g. macOS=10.14 or iPadOS=18: reserved rows of other releases are not matched (F12 Dashboard is macOS 10.14 and earlier). Overrides the config's platformVersions for that platform. Default: today's releases. Repeatable, once per platform.",
                "cli.options.listing.format": "Output format: text (default) or json.",
                "cli.options.report.format": "Report format: text (default), json, sarif, github, junit or checkstyle. FORMAT:FILE writes that report to FILE; repeat to write several reports in one run (at most one to standard output).",
                "cli.options.report.output": "Write the report to FILE (atomically) instead of standard output.",
                "cli.options.report.strict": "Fail (exit 1) on warnings too.",
                "cli.options.report.max-warnings": "Fail (exit 1) when there are more than N warnings.",
                "cli.options.report.quiet": "Report errors only (text and github formats).",
                "cli.options.report.color": "Colour the text report even when standard output is not a terminal (CI logs), whatever NO_COLOR says.",
                "cli.options.report.no-color": "Never colour the text output (also: the NO_COLOR environment variable).",
                "cli.options.extract.output": "Write the manifest to PATH instead of standard output (atomically, never over a file the run reads). A folder (an existing one, or PATH ending in '/') gets one <app>.shortcuts.yml per app.",
                "cli.options.reserved.platform": "Only rows that apply on this platform (repeatable).",
                "cli.options.explain.all": "Print every rule (the catalogue in docs/rules.md).",
                "cli.options.common.help": "Show help information.",
                "cli.options.common.version": "Show the version.",
                "cli.options.common.lang": "The language of findings, reports and help: {languages}. Default: the language LC_ALL, LC_MESSAGES or LANG names (the first one set), else English.",
                "cli.explain.abstract": "Explain a rule: rationale, the HIG sentence it enforces, options and examples.",
                "cli.explain.arguments.rule": "A rule id, as 'shortcut-lint rules' lists them.",
                "cli.extract.abstract": "Write a YAML manifest of the shortcuts found in Interface Builder files, source and manifests.",
                "cli.extract.arguments.path": "Files or directories, found and read as 'lint' finds and reads them. '-' reads standard input. Default: the current directory.",
                "cli.extract.discussion": "One manifest per app: the files of one Xcode project or Swift package target, or the files\nthat name one app. Several apps go to standard output or one file as a YAML stream (documents\nseparated by '---'), which lint reads document by document; -o DIR/ writes a file per app. A\ncomment above each entry names the file and line it came from; shortcuts computed at run\ntime are listed at the end.\n\nEXIT CODES:\n  0  the manifest was written\n  1  a file does not parse (its shortcuts after the error are missing; the error is on stderr)\n  2  the tool could not do its job: bad arguments, a missing or unreadable file, an invalid\n     configuration, an output that could not be written or that would overwrite an input\n\nEXAMPLES:\n  shortcut-lint extract .                               # the project's shortcuts, on stdout\n  shortcut-lint extract -o Scribe.shortcuts.yml Scribe  # into a manifest to lint or review\n  shortcut-lint extract -o Shortcuts/ .                 # one manifest per app",
                "cli.lint.abstract": "Lint shortcut manifests, Interface Builder menus and Swift or Objective-C source (the default subcommand).",
                "cli.lint.arguments.path": "Files to lint, directories to search for manifests (shortcuts.json, *.shortcuts.json, *.shortcuts.yml, *.shortcuts.yaml), Interface Builder files (*.xib, *.storyboard, *.nib/designable.nib) and source (*.swift, *.m, *.mm) of the app (not its tests), or a project (*.xcodeproj, *.xcworkspace, Package.swift) for what it builds. '-' reads standard input. Default: the current directory.",
                "cli.lint.discussion": "EXIT CODES:\n  0  no error-severity findings (and warnings within --max-warnings, unless --strict)\n  1  error-severity findings, including files that do not parse\n  2  the tool could not do its job: bad arguments, a missing or unreadable file, an invalid\n     configuration, a report that could not be written\n\nEXAMPLES:\n  shortcut-lint lint Examples/Scribe/Scribe.shortcuts.yml\n  shortcut-lint --format json . | python3 -m json.tool\n  shortcut-lint --format text --format sarif:results.sarif --format junit:junit.xml .\n  shortcut-lint --fix --dry-run .            # show the mechanical fixes as a diff\n  shortcut-lint --write-baseline .shortcut-lint-baseline.json .   # adopt on an existing app\n  cat app.shortcuts.yml | shortcut-lint --stdin-filename app.shortcuts.yml -",
                "cli.reserved.abstract": "Show the reserved and standard shortcuts (the HIG's ● mark and what the system does with each), or who uses a chord (\"⇧⌘3\").",
                "cli.reserved.arguments.chord": "A chord in any notation: Shift-Command-3, ⇧⌘3, cmd+shift+3.",
                "cli.schema.abstract": "Print the manifest's JSON Schema (draft 2020-12).",
                "cli.schema.discussion": "Point an editor at it for completion and checking as you type, e.g. with\n\"$schema\": \"./manifest.schema.json\" in a JSON manifest, or a yaml-language-server comment in YAML.",
                "cli.skipped.heading": "not linted, as not part of the app (name a file or project on the command line to lint it anyway):",
                "cli.skipped.line": "  {reason}: {names}",
                "cli.skipped.test-code": "{count, plural, one {1 file} other {{count} files}} of test targets",
                "cli.skipped.not-built": "{count, plural, one {1 file} other {{count} files}} of targets the outer project does not build",
                "cli.skipped.other-app": "{count, plural, one {1 file} other {{count} files}} of apps no outer project builds (a vendored demo or sample)",
                "cli.skipped.tool-copy": "{count, plural, one {1 translation tool's copy} other {{count} translation tools' copies}}",
                "cli.skipped.not-a-manifest": "{count, plural, one {1 JSON file that is not a manifest} other {{count} JSON files that are not manifests}}",
                "cli.skipped.name": "{name}",
                "cli.skipped.not-built-name": "{target} ({project}, in {outer})",
                "cli.skipped.other-app-name": "{target} ({project})",
                "cli.skipped.separator": ", ",
                "cli.skipped.and-more": "{names} and {count} more",
                "cli.skipped.tests-hint": "  (`tests: true` in .shortcut-lint.yml lints test code)",
                "language-names.ar": "Arabic",
                "language-names.bg": "Bulgarian",
                "language-names.ca": "Catalan",
                "language-names.cs": "Czech",
                "language-names.da": "Danish",
                "language-names.de": "German",
                "language-names.el": "Greek",
                "language-names.en": "English",
                "language-names.en-AU": "Australian English",
                "language-names.en-GB": "British English",
                "language-names.es": "Spanish",
                "language-names.es-419": "Latin American Spanish",
                "language-names.es-MX": "Mexican Spanish",
                "language-names.et": "Estonian",
                "language-names.eu": "Basque",
                "language-names.fa": "Persian",
                "language-names.fi": "Finnish",
                "language-names.fr": "French",
                "language-names.fr-CA": "Canadian French",
                "language-names.gl": "Galician",
                "language-names.he": "Hebrew",
                "language-names.hi": "Hindi",
                "language-names.hr": "Croatian",
                "language-names.hu": "Hungarian",
                "language-names.id": "Indonesian",
                "language-names.is": "Icelandic",
                "language-names.it": "Italian",
                "language-names.ja": "Japanese",
                "language-names.kk": "Kazakh",
                "language-names.ko": "Korean",
                "language-names.lt": "Lithuanian",
                "language-names.lv": "Latvian",
                "language-names.ms": "Malay",
                "language-names.nb": "Norwegian Bokmål",
                "language-names.nl": "Dutch",
                "language-names.nn": "Norwegian Nynorsk",
                "language-names.no": "Norwegian",
                "language-names.pl": "Polish",
                "language-names.pt": "Portuguese",
                "language-names.pt-BR": "Brazilian Portuguese",
                "language-names.pt-PT": "European Portuguese",
                "language-names.ro": "Romanian",
                "language-names.ru": "Russian",
                "language-names.sk": "Slovak",
                "language-names.sl": "Slovenian",
                "language-names.sr": "Serbian",
                "language-names.sv": "Swedish",
                "language-names.th": "Thai",
                "language-names.tr": "Turkish",
                "language-names.uk": "Ukrainian",
                "language-names.vi": "Vietnamese",
                "language-names.zh": "Chinese",
                "language-names.zh-CN": "Simplified Chinese",
                "language-names.zh-HK": "Traditional Chinese (Hong Kong)",
                "language-names.zh-Hans": "Simplified Chinese",
                "language-names.zh-Hant": "Traditional Chinese",
                "language-names.zh-TW": "Traditional Chinese",
            ]),
        MessageCatalogue.Definition(
            code: "ja", name: "日本語", plural: .none, fullStop: "。",
            texts: [
                "name.title": "「{title}」",
                "name.id": "ID「{id}」",
                "name.entry": "{number} 番目のエントリ",
                "name.untitled-shortcut": "タイトルのないショートカット",
                "name.untitled-menu-item": "タイトルのないメニュー項目",
                "quoted": "「{text}」",
                "verbatim": "{text}",
                "input.manifest": "このマニフェスト",
                "input.interface-builder": "この Interface Builder ファイル",
                "input.source-code": "このソースファイル",
                "stroke-of-sequence": "{shortcut} のうちの {chord} ({symbols})",
                "list.and": "{first} と {second}",
                "list.comma": "{first}、{second}",
                "list.slash": "{first} / {second}",
                "language.display": "{name} ({code})",
                "language.menu": "{language} のメニュー",
                "remedy.or": "。または、{remedy}",
                "remedy.deliberate-in-manifest": "エントリに `allow: [{rule}]` を追加してください",
                "remedy.deliberate-in-code": "ショートカットの上に `// shortcut-lint: allow {rule}` と書いて、意図したものであることを示してください",
                "remedy.deliberate-in-menu": "メニュー項目の上に `<!-- shortcut-lint: allow {rule} -->` と書いて、意図したものであることを示してください",
                "remedy.separate-scopes": "エントリごとに別の `when` スコープを指定してください",
                "remedy.add-to-menu-in-manifest": "コマンドが表示されるメニューを `menu:` で指定してください",
                "remedy.add-to-menu-in-code": "コマンドをメニューにも追加してください（SwiftUI の `commands`、UIKit の `buildMenu(with:)`、`NSMenu`）",
                "remedy.add-to-menu-in-menu": "項目をメニューバーのメニューに入れてください",
                "remedy.confine-in-manifest": "`when:` を使って、ショートカットをそれを処理するビューに限定してください",
                "remedy.confine-in-code": "キーはアプリ全体ではなく、それを必要とするビューで処理してください",
                "remedy.discoverability-title-in-manifest": "`discoverabilityTitle: {title}` を追加してください",
                "remedy.discoverability-title-in-code": "UIKit のキーコマンドに `discoverabilityTitle`「{title}」を指定してください",
                "suppression.expected-allow": "'shortcut-lint:' の後には 'allow' が必要ですが、{found}",
                "suppression.found-word": "'{word}' があります",
                "suppression.found-nothing": "何もありません",
                "suppression.no-rule": "'allow' にルールが指定されていません",
                "control-modifier": "{name}の {stroke} は Control を使っています（カスタムショートカット {total} 個のうち {count} 個が Control を使用、{percent}%）。システムは、焦点の移動やスクリーンショットのキャプチャなど、多くのシステム全体の機能で Control を使っています。ショートカットは Command を中心に組み立て、必要なら Shift か Option を加えてください。",
                "discoverability-title.loses-context": "{name}は「{menu}」サブメニューにありますが、{interface}は項目をサブメニューのタイトルなしで一覧表示するため、「{title}」はコンテキストを失います。{alternative}アイテムのタイトルにコンテキストを含めてください。",
                "discoverability-title.ipad-interface": "iPad のショートカットインターフェイス",
                "discoverability-title.vision-interface": "Apple Vision Pro のショートカットインターフェイス",
                "discoverability-title.remedy": "{remedy}。または、",
                "duplicate-shortcut.same-chord": "{name}の {shortcut} は、{ofMenu}同じスコープにある{other}{place}のショートカットと同じです。1 つのキー操作で実行できるコマンドは 1 つだけです。別のショートカットを選んでください{alternative}。",
                "duplicate-shortcut.same-command": "{name}の {shortcut} は、{inMenu}{other}{place}のショートカットと同じで、同じコマンドです。2 つのメニュー項目のうち実行できるのは一方だけです。どちらか 1 つにしてください{alternative}。",
                "duplicate-shortcut.first-stroke": "{shorterName}の {shorter} は、{inMenu}{longerName}{place}の {longer} の 1 打目です。単独のキーの組み合わせが先に実行されるため、シーケンスは最後まで入力できません。どちらかを変更してください。",
                "duplicate-shortcut.conditional": "{name}の {shortcut} は、両方が追加されるときには{other}{place}のショートカットでもあります。それぞれが独自の条件のもとで宣言されており、両方の条件が成り立つ間は 1 つのキー操作でどちらか一方しか実行できません。別のショートカットを選ぶか、条件を排他的にしてください（`else`）。",
                "duplicate-shortcut.uppercase-input": "{which}の大文字の入力が Shift を意味するなら、{name}の {shortcut} は{other}{place}のショートカットでもあります。Mac Catalyst のメニューはそう表示しますが、iPadOS での照合は UIKit に書かれていません。小文字で書き、Shift を意味するところには `.shift` を加えてください。",
                "duplicate-shortcut.agent-app": "{name}の {shortcut} は、エージェントアプリ（`LSUIElement`）にある{other}{place}のショートカットと同じです。macOS はこのアプリのメニューバーを表示しないため、2 つが競合するのはアプリがアクティブで、そのウインドウのどれかがキーウインドウである間だけです。ウインドウを表示するアプリなら、別のショートカットを選んでください。",
                "duplicate-shortcut.place-line": "（{line} 行目）",
                "duplicate-shortcut.place-file": "（「{app}」の別のファイル {path}:{line}）",
                "duplicate-shortcut.in-menu": "{menu}で、",
                "duplicate-shortcut.of-menu": "{menu}の",
                "globe-modifier": "{name}の {stroke} は Globe キーを使っています。システムは独自のショートカットに Globe を使っており、Globe のないキーボードも多くあります。Command を使い、必要なら Shift か Option を加えてください。",
                "invalid-shortcut.not-a-shortcut": "{name}の {key} はショートカットではありません：{error}。Shift-Command-N (⇧⌘N) のように、修飾キーとキーを書いてください。",
                "invalid-shortcut.the-key": "キー",
                "layout-dependent-key.digit": "{name}の {stroke} は {modifiers} を数字キーと組み合わせています。一部の言語では、特定の文字を生成するために修飾キーが必要です（たとえば、フランス語のキーボードでは、Option-5 は「{{」文字を生成します）。このため、誰もが押せるとは限りません。このキーには Command だけを使うか、アルファベット文字を使ってください。",
                "layout-dependent-key.punctuation": "{name}の {stroke} は {modifiers} を記号キーと組み合わせています。一部の言語では、特定の文字を生成するために修飾キーが必要です（たとえば、フランス語のキーボードでは、Option-5 は「{{」文字を生成します）。このため、誰もが押せるとは限りません。このキーには Command だけを使うか、アルファベット文字を使ってください。",
                "localization-drift.changed": "{menu}の{name}の {shortcut} は、ベースメニューの同じ項目（{baseName}、{path}:{line}）の {baseShortcut} と異なります。システムがショートカットを各キーボードに合わせるため、翻訳ではベースのショートカットをそのまま使います。{baseChord} にしてください{alternative}。",
                "localization-drift.added": "{menu}の{name}の {shortcut} は、ベースメニューの同じ項目（{baseName}、{path}:{line}）にはないショートカットです。システムがショートカットを各キーボードに合わせるため、翻訳ではベースのショートカットをそのまま使います。削除してください{alternative}。",
                "localization-drift.lost": "{menu}の{name}にはショートカットがありませんが、ベースメニューの同じ項目（{baseName}、{path}:{line}）には {baseShortcut} があります。システムがショートカットを各キーボードに合わせるため、翻訳ではベースのショートカットをそのまま使います。{baseChord} にしてください。",
                "missing-modifier.function-key": "{name}の {stroke} は修飾キーのないファンクションキーです。Mac のキーボードでは、fn キーを押さない限り、このキーで画面の明るさ、音量、メディアの操作が行われます。Command の追加を検討してください。",
                "missing-modifier.character-key": "{name}の {stroke} には修飾キーがありません。修飾キーのない文字キーは入力するたびに実行されてしまい、WCAG 2.1.4（文字キーのショートカット）を満たしません。Command を追加してください。",
                "missing-modifier.bare-key": "{name}の {stroke} には修飾キーがありません。ほとんどのキーボードショートカットは主キーと修飾キーの組み合わせで構成され、まれな例外は Esc キーです。Command を追加してください。",
                "modifier-order": "{shortcut} の修飾キーの順序が正しくありません。ショートカットがどこでも同じように読めるよう、修飾キーは必ず Control、Option、Shift、Command の順序でリストします。{fixed} と書いてください。",
                "navigation-key.tab": "{name}の {stroke} は Tab を使っています。フルキーボードアクセスでは、Tab を押すと焦点のグループ間で焦点が移動するため、キーボードで操作する人はこの移動ができなくなります。Command を追加してください{alternative}。",
                "navigation-key.arrow": "{name}の {stroke} は矢印キーを使っています。フルキーボードアクセスでは、矢印キーで焦点のグループ内の焦点が移動するため、キーボードで操作する人はこの移動ができなくなります。Command を追加してください{alternative}。",
                "navigation-key.text-arrow": "{name}の {stroke} は、{moves}矢印キーを使っています。メニューのショートカットにすると、そこでその操作ができなくなります。Command を追加してください{alternative}。",
                "navigation-key.moves-by-word": "アプリのすべてのテキストフィールドとテキストビューで挿入ポイントを単語または段落単位で移動する",
                "navigation-key.extends-by-word": "アプリのすべてのテキストフィールドとテキストビューで選択範囲を単語または段落単位で拡張する",
                "navigation-key.extends-selection": "アプリのすべてのテキストフィールド、テキストビュー、リストで選択範囲を拡張する",
                "navigation-key.voiceover-arrow": "{name}の {stroke} は VoiceOver のコマンドです。Control-Option は VoiceOver の修飾キー（VO）で、VO と矢印キーで VoiceOver カーソルが移動するため、VoiceOver の使用中はこのショートカットがアプリに届きません。Command を追加してください{alternative}。",
                "option-modifier": "{name}の {shortcut} は Option を使っています。カスタムショートカット {total} 個のうち {count} 個が Option を使っており（{percent}%、上限の {limit}% を超えています）、Option 修飾子は控えめに使うべきものです（あまり一般的ではないコマンドや、便利な機能や強力な機能のためのものです）。ここでは Command か Shift-Command を使うか、`maxShare` を引き上げてください。",
                "option-types-character.types-character": "{name}の {stroke} は文字キーに {modifiers} だけを組み合わせています。macOS ではこれで文字が入力されるため{typed}、ショートカットが文字入力と競合します。Command を追加してください。",
                "option-types-character.typed": "（US キーボードでは Option-{key} で {character} が入力されます）",
                "option-types-character.accent": "アクセント記号",
                "prefer-command": "{name}の {stroke} には Command がありません。ほとんどの標準的なキーボードショートカットは Command キーを使用するため、人々はまずそこでコマンドを探します。Command をメインの修飾キーとし、2 番目の修飾キーとして Shift か Option を使ってください。",
                "repurposed-standard.takes-standard": "{written}は、{owner}「{names}」のショートカット（{action, clause}）を別のコマンドに使っています。人々は、使用しているアプリに関係なく、標準のキーボードショートカットが同じように機能することを期待しています。別のショートカットを選んでください。アプリに「{names}」がない場合は、{remedy}。",
                "repurposed-standard.takes-behavior": "{written}は、{behavior, clause}キーを使っています{condition}。別のコマンドのメニューショートカットにすると、アプリのテキストフィールドやコントロールでこの動作が失われます。別のショートカットを選ぶか、キーをその動作に割り当ててください（アプリにその動作がない場合は、{remedy}）。",
                "repurposed-standard.takes-standard-beside": "{written}は、{owner}「{names}」のショートカット（{action, clause}）を別のコマンドに使っていますが、このアプリには{evidence}があります。人々はここで「{names}」のつもりでこのキーを押します。別のショートカットを選ぶか、意図した再定義であれば{remedy}。",
                "repurposed-standard.takes-standard-unused": "{written}は、{owner}「{names}」のショートカット（{action, clause}）を別のコマンドに使っています。このアプリにはその種類のコマンドが見当たりません。アプリに「{names}」がなければ、HIG はこの再定義を認めています：「あなたのアプリでそのアクションが意味をなさない場合にのみ、標準のショートカットを再定義することを検討してください。」その場合は、{remedy}。アプリにそのコマンドがある場合は、別のショートカットを選んでください。",
                "repurposed-standard.takes-behavior-beside": "{written}は、{behavior, clause}キーを使っています{condition}。このアプリには{evidence}があり、別のコマンドのメニューショートカットにすると、アプリのテキストでこの動作が失われます。別のショートカットを選ぶか、キーをその動作に割り当ててください（意図した再定義であれば、{remedy}）。{also}",
                "repurposed-standard.takes-behavior-unused": "{written}は、{behavior, clause}キーを使っています{condition}。このアプリにはテキスト編集が見当たらないため、失われるのはテキストフィールドでの動作だけです。その動作が意味をなさない場合、HIG は再定義を認めています：「あなたのアプリでそのアクションが意味をなさない場合にのみ、標準のショートカットを再定義することを検討してください。」その場合は、{remedy}。アプリにテキストビューがある場合は、別のショートカットを選んでください。{also}",
                "repurposed-standard.evidence": "{name}（{line} 行目）",
                "repurposed-standard.evidence-elsewhere": "{name}（{place}）",
                "repurposed-standard.also-keys": "{keys}についても同様です。",
                "repurposed-standard.key-in": "{name}の {symbols}",
                "repurposed-standard.written": "{name}の {shortcut} ",
                "repurposed-standard.written-first-stroke": "{name}の {shortcut} の 1 打目 {first} ({symbols}) ",
                "repurposed-standard.owner-standard": "標準の",
                "repurposed-standard.owner-house": "ハウステーブルの",
                "repurposed-standard.and-condition": "（さらに、{condition}）",
                "repurposed-standard.add-repurposes": "`repurposes: {id}` を追加してください",
                "repurposed-standard.unknown-id": "{name}の `repurposes: {id}` は、予約済みのどのショートカットも指していません。このキーの組み合わせの id は `shortcut-lint reserved {symbols}` で一覧できます。",
                "repurposed-standard.other-chord": "{name}の `repurposes: {id}` は {row} ({rowSymbols}) を指していますが、エントリのキーは {shortcut} です。再定義するキーの組み合わせの行を指定してください（シーケンスの場合は 1 打目の行）。",
                "shortcut-only-action.untitled": "。また、タイトルがないため、ショートカットインターフェイスにも表示されません",
                "shortcut-only-action.touch": "{name}は、リンターが読んだどのメニューにもありません。仮想キーボードはキーボードショートカットをサポートしていないため、ハードウェアキーボードのない {platforms} では画面上のコントロールだけがこのアクションを実行できます（リンターにはアプリのコントロールが見えません）{untitled}。同じことをするコントロールがなければ、{remedy}。",
                "shortcut-only-action.mac": "{name}はどのメニューにもありません。Mac のキーボードショートカットはメニューバーのメニューで見つけるものなので、このショートカットは見つけてもらえません。{remedy}。",
                "system-reserved.by-system": "{name}の {stroke} は {platforms} によって予約されています：{action, sentence}システムがアプリより先に受け取ります。別のショートカットを選んでください。",
                "system-reserved.conditionally": "{name}の {stroke} は、条件付きで {platforms} に予約されています（{condition}）：{action, sentence}その条件のもとでは、このコマンドは実行されません。別のショートカットにしてください。",
                "system-reserved.depending-on-settings": "設定によります",
                "system-reserved.by-house-table": "{name}の {stroke} はハウステーブル（行 '{row}'）で予約されています：{action, sentence}別のショートカットを選ぶか、ハウステーブルを変更してください。",
                "too-many-custom": "{input}はカスタムショートカットを {count} 個宣言しており、上限の {limit} 個を超えています。新しいショートカットを定義しすぎると、アプリの習得が難しくなり、iPadOS アプリのショートカットインターフェイスが乱雑になります。カスタムショートカットは最も一般的なアクションだけにするか、`max` を引き上げてください。",
                "two-character-key.shift-with-upper": "{name}の {shortcut} は、それ自体が Shift を含む {upper} に Shift を重ねて書いています。メニューの表示どおり、{fixed} と書いてください。",
                "two-character-key.shift-with-lower": "{name}の {shortcut} は、キーの下段の文字 {lower} に Shift を付けて書いています。Shift がショートカットの一部である場合は、2 つの文字の上位 {upper} を使用してキーを識別します。メニューの表示どおり、{fixed} と書いてください。",
                "unrelated-shift-variant.unrelated": "{name}の {shortcut} は、{what}である {base} ({baseSymbols}) に {added} を加えたものです。人々はこのような組み合わせに関連する働きを期待します。別のショートカットを選んでください。コマンド同士が関連している場合は、{remedy}。",
                "unrelated-shift-variant.standard": "標準の「{command}」ショートカット",
                "unrelated-shift-variant.entry": "{other}（{line} 行目）のショートカット",
                "unrelated-shift-variant.add-complements": "`complements: {id}` を追加してください",
                "unrelated-shift-variant.add-id-and-complements": "そのエントリに `id` を付け、こちらに `complements: <その id>` を追加してください",
                "unrelated-shift-variant.unknown-complements": "{name}の `complements: {id}` は、どのエントリの id でも予約済みのショートカットでもないため、何も関連付けません。このコマンドが補完するエントリ（または予約済みの行）の id を指定してください。",
                "unsupported-platform": "watchOS にはキーボードショートカットがないため（HIG：「watchOS ではサポートされていません」）、watchOS 向けに宣言したものはどれも押せません。`platforms` から削除してください。",
                "unused-suppression.unknown-rule": "'{id}' はルールの id ではないため、何も抑制しません。{hint}。",
                "unused-suppression.write": "'{id}' と書いてください",
                "unused-suppression.list-rules": "ルールの id は 'shortcut-lint rules' で一覧できます",
                "unused-suppression.unsuppressible": "'{id}' は抑制できません。これがないとほかに何も検査できないためです。代わりに、報告された問題を修正してください。",
                "unused-suppression.unused": "{name}は '{id}' を許可していますが、{id} の指摘はありません。古くなった抑制は将来の問題を隠すため、{place}から '{id}' を削除してください。",
                "unused-suppression.the-comment": "コメント",
                "unused-suppression.the-allow-list": "`allow` リスト",
                "unused-suppression.not-a-suppression": "この shortcut-lint コメントは抑制になっていないため（{problem}）、何も抑制しません。'# shortcut-lint: allow rule-id -- reason' の形で書いてください。",
                "unused-suppression.on-no-entry": "この shortcut-lint コメントはどのショートカットのエントリにも付いていないため、何も抑制しません。エントリの行のいずれかか、エントリのすぐ上の行に書いてください。",
                "syntax.unsupported-yaml": "サポートしていない YAML の機能です：{feature}",
                "kind.null-value": "null",
                "kind.boolean": "真偽値",
                "kind.number": "数値",
                "kind.string": "文字列",
                "kind.list": "リスト",
                "kind.mapping": "マッピング",
                "strings.binary-plist": "バイナリのプロパティリスト（読み込みません）",
                "strings.ends-before-brace": "閉じる '}}' の前でファイルが終わっています",
                "strings.text-after-brace": "閉じる '}}' の後にテキストがあります",
                "strings.semicolon": "項目の後に ';' が必要です",
                "strings.ends-expecting-string": "文字列が必要な位置でファイルが終わっています",
                "strings.string-expected": "文字列が必要ですが、'{character}' があります",
                "strings.unclosed-string": "{line} 行目で始まる文字列が閉じられていません",
                "strings.not-strings-plist": "文字列のプロパティリストではない XML ファイル",
                "encoding.wide": "{name}（{order}）",
                "encoding.little-endian": "リトルエンディアン",
                "encoding.big-endian": "ビッグエンディアン",
                "encoding.not-utf8": "このファイルは UTF-8 ではなく {encoding} でエンコードされています。UTF-8 で保存してください",
                "encoding.invalid-byte": "このファイルは正しい UTF-8 ではありません：バイト 0x{byte} は文字の先頭ではありません。UTF-8 で保存してください",
                "yaml.bad-indentation": "インデントが正しくありません：この行は上の項目より深くインデントされていますが（{column} 桁目）、どの項目の続きでもありません",
                "yaml.key-found-sequence-entry": "マッピングのキーが必要ですが、シーケンスの項目 '-' があります",
                "yaml.key-after-properties": "これらのプロパティの後、同じ行にマッピングのキーが必要です",
                "yaml.key-found-block-scalar": "マッピングのキーが必要ですが、ブロックスカラーがあります",
                "yaml.colon-after-key": "マッピングのキーの後に ':' が必要です",
                "yaml.collection-after-properties": "ブロックコレクションは、そのアンカーやタグと同じ行では始められません",
                "yaml.sequence-on-this-line": "ブロックシーケンスはこの行では始められません。'-' の項目はそれぞれ別の行に書いてください",
                "yaml.mapping-on-this-line": "ブロックマッピングはこの行では始められません。項目はそれぞれ別の行に書いてください",
                "yaml.value-ending-with-colon": "':' で終わる値は引用符で囲む必要があります（action: \"openDocument:\"）。引用符がないと行末の ':' がマッピングを始めますが、マッピングは親のキーと同じ行では始められません",
                "yaml.mapping-on-key-line": "マッピングは親のキーや '---' と同じ行では始められません。新しい行で始めてください",
                "yaml.colon-after-multiline": "複数行にわたる値の後に予期しない ':' があります：マッピングのキーは 1 行に収める必要があります（インデントを確認するか、値を引用符で囲んでください）",
                "yaml.no-flow-open": "予期しない{found}があります：ここで開いているフローコレクションはありません",
                "yaml.directive-after-start": "予期しない '%' があります：ディレクティブは '---' より前に書く必要があります",
                "yaml.reserved-indicator": "{found}は予約されているため、引用符のないスカラーの先頭には使えません。値を引用符で囲んでください",
                "yaml.unexpected-value": "値が必要な位置に予期しない{found}があります",
                "yaml.one-anchor": "1 つのノードに付けられるアンカーは 1 つだけです",
                "yaml.one-tag": "1 つのノードに付けられるタグは 1 つだけです",
                "yaml.indentation-indicator": "ブロックスカラーのインデント指示子は 1 から 9 でなければなりません",
                "yaml.comment-after-header": "コメントはブロックスカラーのヘッダとスペースで区切る必要があります",
                "yaml.block-scalar-header": "ブロックスカラーのヘッダに予期しない{found}があります（|、>、インデントの数字、- または + が必要です）",
                "yaml.leading-empty-line": "このブロックスカラーの先頭の空行に、最初のテキスト行より多くのスペースがあります",
                "yaml.one-yaml-directive": "1 つのドキュメントに書ける %YAML ディレクティブは 1 つだけです",
                "yaml.invalid-version": "%YAML のバージョン {version} は正しくありません：1.2 が必要です",
                "yaml.invalid-tag-handle": "タグハンドル {handle} は正しくありません",
                "yaml.tag-needs-prefix": "%TAG にはハンドルの後にプレフィックスが必要です",
                "yaml.tag-handle-twice": "タグハンドル {handle} が 2 回宣言されています",
                "yaml.tab-indentation": "インデントにタブ文字が使われています（YAML のインデントはスペースだけです）",
                "yaml.control-character": "制御文字 U+{code} は YAML では使えません",
                "yaml.too-deep": "コレクションが {depth} 段より深く入れ子になっています",
                "yaml.flow-expected": "フロー{kind}では {expected} が必要ですが、{found}があります",
                "yaml.comma-or": "',' または '{closing}'",
                "yaml.flow-missing-entry": "フロー{kind}に予期しない ',' があります：項目が抜けています",
                "yaml.unclosed-flow-sequence": "フローシーケンスが閉じられていません：']' が必要です",
                "yaml.unclosed-flow-mapping": "フローマッピングが閉じられていません：'}}' が必要です",
                "yaml.implicit-key-one-line": "フローシーケンスの暗黙のキーは、その ':' と同じ行に書く必要があります",
                "yaml.block-in-flow": "フローコレクションの中に予期しない{found}があります（ブロックの項目はフローの中に入れられません）",
                "yaml.block-scalar-in-flow": "ブロックスカラーはフローコレクションの中には書けません",
                "yaml.comment-space-flow": "コメントは前にあるものとスペースで区切る必要があります",
                "yaml.marker-in-flow": "ドキュメントマーカーはフローコレクションの中には書けません",
                "yaml.flow-indent-at-least": "フローコレクションのこの行は、周りのブロックを越えて少なくとも {spaces} スペースインデントする必要があります",
                "yaml.flow-indent-more": "フローコレクションのこの行は、周りのブロックより深くインデントする必要があります",
                "yaml.comment-space-value": "コメントは前の値とスペースで区切る必要があります",
                "yaml.after-value": "この行の値の後に予期しない{found}があります",
                "yaml.space-after-property": "ノードプロパティの後に空白が必要ですが、{found}があります",
                "yaml.needs-name": "{what}には '{indicator}' の後に名前が必要です",
                "yaml.unclosed-verbatim-tag": "逐語タグが閉じられていません：'>' が必要です",
                "yaml.tag-bang": "タグのハンドルの後には '!' を使えません",
                "yaml.tag-needs-name": "タグ {tag} にはハンドルの後に名前が必要です",
                "yaml.undeclared-handle": "タグハンドル {handle} が宣言されていません（%TAG ディレクティブで宣言してください）",
                "yaml.unsupported-tag": "タグ {tag} には対応していません：読めるのはコアスキーマの !!str、!!int、!!float、!!bool、!!null、!!map、!!seq（と YAML 1.1 の !!set、!!omap、!!pairs）だけです",
                "yaml.invalid-percent-escape": "タグの %-エスケープが正しくありません",
                "yaml.alias-properties": "エイリアスにはアンカーもタグも付けられません",
                "yaml.tag-does-not-fit": "タグ {tag} は {value} に合いません",
                "yaml.undefined-alias": "エイリアス '*{name}' は定義されていません",
                "yaml.tag-empty-value": "タグ {tag} は空の値に合いません",
                "yaml.tag-cannot-be-given": "タグ {tag} は{what}には付けられません",
                "yaml.alias-bomb": "エイリアスを展開すると値が {count} 個を超えます（エイリアス爆弾？）",
                "yaml.unclosed-string": "{kind}の文字列が閉じられていません",
                "yaml.marker-in-string": "ドキュメントマーカーは{kind}の文字列の中には書けません（引用符の閉じ忘れ？）",
                "yaml.unclosed-string-indent": "{kind}の文字列が閉じられていません（中の行には少なくとも {count} スペースのインデントが必要です）",
                "yaml.invalid-escape": "二重引用符の文字列のエスケープ {escape} は正しくありません",
                "yaml.escape-digits": "エスケープ {escape} には 16 進数が {digits} 桁必要です",
                "yaml.escape-not-scalar": "エスケープ {escape} は Unicode のスカラー値ではありません",
                "yaml.directive-needs-document": "ディレクティブの後には '---' で始まるドキュメントが必要です",
                "yaml.content-after-value": "ドキュメントの最上位の値の後に予期しない内容があります（{found}）",
                "yaml.second-document": "マニフェストに書ける YAML ドキュメントは 1 つだけですが、{line} 行目に 2 つ目があります",
                "yaml.feature-collection-key": "マッピングのキーとしてのコレクション",
                "yaml.feature-mapping-key": "マッピングのキーとしてのマッピング",
                "yaml.feature-version": "YAML バージョン {version}（読むのは 1.x だけです）",
                "yaml.feature-merge-keys": "マージキー（'<<'、YAML 1.1 の拡張）",
                "yaml.feature-recursive-alias": "参照先のノードの中にあるエイリアス '*{name}'（再帰的な構造）",
                "yaml.feature-collection-key-alias": "マッピングのキーとしてのコレクション（エイリアス '*{name}'）",
                "yaml.feature-null-key": "空（null）のマッピングのキー",
                "yaml.word-sequence": "シーケンス",
                "yaml.word-mapping": "マッピング",
                "yaml.word-single-quoted": "一重引用符",
                "yaml.word-double-quoted": "二重引用符",
                "yaml.word-an-anchor": "アンカー",
                "yaml.word-an-alias": "エイリアス",
                "yaml.word-a-mapping": "マッピング",
                "yaml.word-a-sequence": "シーケンス",
                "yaml.found-end": "入力の終わり",
                "yaml.found-line-break": "改行",
                "yaml.found-tab": "タブ",
                "yaml.found-control": "制御文字",
                "yaml.found-character": "'{character}' ",
                "xml.declaration-unclosed": "{position} で始まる XML 宣言に閉じる '?>' がありません",
                "xml.declaration-space": "XML 宣言の '{name}' の前にスペースが必要です",
                "xml.declaration-order": "XML 宣言に予期しない '{name}' があります。XML 宣言に書くのは version と、その後に必要なら encoding と standalone で、この順番です",
                "xml.declaration-version-first": "XML 宣言は version=\"1.0\" で始める必要があります",
                "xml.declaration-equals": "XML 宣言の '{name}' の後に '=' が必要です",
                "xml.unknown-version": "XML のバージョン '{version}' は不明です。1.0 が必要です",
                "xml.declared-encoding": "このファイルはエンコーディング '{encoding}' を宣言しています。shortcut-lint が読むのは UTF-8 だけです（ファイルを UTF-8 で保存してください）",
                "xml.standalone-value": "standalone は \"yes\" か \"no\" でなければなりませんが、'{value}' があります",
                "xml.declaration-needs-version": "XML 宣言には version=\"1.0\" が必要です",
                "xml.declaration-first": "XML 宣言 '<?xml …?>' はファイルのいちばん最初に書く必要があります",
                "xml.instruction-space": "'<?{name}' の後にスペースか '?>' が必要ですが、{found}があります",
                "xml.double-dash": "コメントの中に '--' は書けません（XML 1.0 §2.5）。コメントを '-->' で終えるか、2 つ目の '-' を削除してください",
                "xml.doctype-position": "DOCTYPE を書けるのはルート要素の前だけです",
                "xml.doctype-space": "'<!DOCTYPE' の後にスペースが必要です",
                "xml.doctype-identifier": "{keyword} の後にスペースと引用符で囲んだ識別子が必要です",
                "xml.doctype-system-identifier": "パッケージ識別子の後にスペースとシステム識別子が必要です",
                "xml.doctype-internal-subset": "内部サブセットのある DOCTYPE には対応していません：shortcut-lint は DTD を読まないため、エンティティは宣言できません（エンティティ爆弾は数バイトを数ギガバイトに展開します）。Interface Builder のファイルに DOCTYPE はありません",
                "xml.doctype-unclosed": "{position} で始まる DOCTYPE を終える '>' が必要ですが、{found}があります",
                "xml.doctype-unsupported": "DOCTYPE には対応していません：shortcut-lint は内部のものも外部のものも DTD を読まないため、エンティティの宣言や読み込むファイルの指定はできません。Interface Builder のファイルに DOCTYPE はありません",
                "xml.literal-expected": "引用符で囲んだ{what}が必要ですが、{found}があります",
                "xml.literal-less-than": "{what}の中に '<' は書けません",
                "xml.literal-unclosed": "{what}（{position} で開始）に閉じる引用符がありません",
                "xml.unclosed-before-end": "{position} で始まる{what}がファイルの終わりまでに閉じられていません",
                "xml.control-character": "制御文字 U+{code} は XML では使えません。文字参照（&#x{hex};）で書いてください",
                "xml.noncharacter": "非文字 U+{code} は XML では使えません",
                "xml.text-after-root": "ルート要素の終了タグの後にテキストがあります。ドキュメントのルート要素は 1 つだけで、その後に書けるのはコメントだけです",
                "xml.root-expected": "ルート要素を始める '<' が必要ですが、{found}があります",
                "xml.unclosed-element": "{position} で始まる要素 <{name}> が閉じられていません。ファイルの終わりまでに </{name}> が必要です",
                "xml.no-root": "ドキュメントにルート要素がありません",
                "xml.cdata-outside": "CDATA セクションを書けるのは要素の中だけです",
                "xml.after-bang": "'<!' の後には '<!--'、'<![CDATA['、'<!DOCTYPE' のいずれかが必要です",
                "xml.second-root": "2 つ目のルート要素 <{name}> があります。ドキュメントのルート要素はちょうど 1 つです",
                "xml.too-deep": "要素が {depth} 段より深く入れ子になっています",
                "xml.end-in-start-tag": "{position} で始まる開始タグ <{name}> の途中でファイルが終わっています。'>' が必要です",
                "xml.empty-element-end": "空要素 <{name}/> を終えるには '/' の後に '>' が必要です",
                "xml.tag-end-expected": "{after} '>' が必要ですが、{found}があります",
                "xml.after-attribute-value": "属性値の後に",
                "xml.after-element-name": "要素名 <{name} の後に",
                "xml.attribute-space": "<{name}> の属性 '{attribute}' の前にスペースが必要です",
                "xml.attribute-equals": "<{element}> の属性名 '{name}' の後に '=' が必要です",
                "xml.attribute-value-expected": "'{name}=' の後に引用符で囲んだ値が必要ですが、{found}があります",
                "xml.attribute-value-unclosed": "'{name}' の値（{position} で開始）に閉じる {quote} がありません",
                "xml.attribute-less-than": "属性値の中に '<' は書けません。&lt; と書いてください",
                "xml.duplicate-attribute": "<{element}> に属性 '{name}' が重複しています",
                "xml.end-tag-unclosed": "終了タグ </{name}> を終える '>' が必要ですが、{found}があります",
                "xml.end-tag-no-start": "終了タグ </{name}> に対応する開始タグがありません",
                "xml.end-tag-mismatch": "終了タグ </{name}> が、{position} で始まる開始タグ <{start}> と一致しません",
                "xml.cdata-end-in-text": "テキストの中に ']]>' は書けません。]]&gt; と書いてください",
                "xml.name-expected": "{what}が必要ですが、{found}があります",
                "xml.reference-digits": "&#x41; や &#65; のような文字参照で、'{written}' の後に数字が必要です",
                "xml.reference-hex-digits": "&#x41; や &#65; のような文字参照で、'{written}' の後に 16 進数が必要です",
                "xml.reference-semicolon": "文字参照 '{written}' を終える ';' が必要です",
                "xml.reference-not-allowed": "'{written};' は XML で使える文字ではありません（NUL、サロゲート、または U+10FFFF を超える値）",
                "xml.ampersand": "'&' は &amp; や &#x41; のような参照の始まりでなければなりません。文字としての & は &amp; と書いてください",
                "xml.entity-semicolon": "参照 '&{name}' を終える ';' が必要です",
                "xml.undefined-entity": "エンティティ '&{name};' は定義されていません：shortcut-lint は DTD を読まないため、使えるのは &lt; &gt; &amp; &apos; &quot; と &#xF700; のような文字参照だけです",
                "xml.what-declaration-name": "XML 宣言の 'version'、'encoding'、'standalone' または '?>' ",
                "xml.what-value-of": "'{name}' の値",
                "xml.what-instruction-name": "'<?' の後の処理命令の名前",
                "xml.what-instruction": "処理命令 '<?{name}' ",
                "xml.what-comment": "コメント",
                "xml.what-cdata": "CDATA セクション",
                "xml.what-doctype-name": "'<!DOCTYPE' の後の文書型の名前",
                "xml.what-package-identifier": "パッケージ識別子",
                "xml.what-system-identifier": "システム識別子",
                "xml.what-element-name": "'<' の後の要素名（文字としての '<' は &lt; と書いてください）",
                "xml.what-end-element-name": "'</' の後の要素名",
                "xml.found-end": "ファイルの終わり",
                "xml.found-space": "スペース",
                "xml.found-tab": "タブ",
                "xml.found-line-break": "改行",
                "xml.found-character": "'{character}' ",
                "xml.found-non-ascii": "ASCII 以外の文字",
                "xml.found-control": "制御文字 U+{code} ",
                "json.end-expecting-value": "ファイルが途中で終わっています：値が必要です",
                "json.unterminated-string": "文字列が閉じられていません：ファイルの終わりまでに閉じる '\"' がありません",
                "json.invalid-unicode-escape": "文字列の \\u エスケープが正しくありません：16 進数が 4 桁必要です",
                "json.leading-zero": "数値の先頭に 0 を付けることはできません",
                "json.too-deep": "配列とオブジェクトが {depth} 段を超えて入れ子になっています",
                "json.what-value": "値",
                "json.trailing-comma-member": "',' の後にはオブジェクトのメンバーが必要ですが、'{closing}' があります（JSON では末尾のコンマは使えません）",
                "json.trailing-comma-value": "',' の後には値が必要ですが、'{closing}' があります（JSON では末尾のコンマは使えません）",
                "json.hint-missing-comma-members": "（メンバーの間に ',' がありませんか？）",
                "json.hint-missing-comma-elements": "（要素の間に ',' がありませんか？）",
                "json.what-separator-in-object": "オブジェクトのメンバーの後の ',' または '}}' ",
                "json.what-separator-in-array": "配列の要素の後の ',' または ']' ",
                "json.hint-quote-keys": "（オブジェクトのキーは二重引用符で囲む必要があります）",
                "json.what-key-after-comma": "',' の後の文字列のキー",
                "json.what-key-or-close": "文字列のキーまたは '}}' ",
                "json.what-colon": "オブジェクトのキーの後の ':' ",
                "json.expected-end-of-file": "最上位の値の後にはファイルの終わりが必要ですが、{found}があります（JSON のファイルが持つ値は 1 つだけです）",
                "json.end-in-literal": "ファイルが途中で終わっています：'{word}' が必要です",
                "json.line-break-in-string": "文字列が閉じられていません：閉じる '\"' の前に改行があります（文字列の中の改行は \\n と書いてください）",
                "json.tab-in-string": "文字列の中のタブ文字は \\t とエスケープする必要があります",
                "json.control-in-string": "文字列の中の制御文字 U+{code} は \\u{code} とエスケープする必要があります",
                "json.invalid-escape": "文字列のエスケープ '\\{character}' は正しくありません（使えるエスケープは \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX です）",
                "json.invalid-escape-before": "文字列のエスケープが正しくありません：'\\' の後に{found}があります（使えるエスケープは \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX です）",
                "json.unpaired-high-surrogate": "文字列の中に対になっていないサロゲート \\u{unit} があります：上位サロゲートの後には下位サロゲートのエスケープ（\\uDC00〜\\uDFFF）が必要です",
                "json.unpaired-low-surrogate": "文字列の中に対になっていないサロゲート \\u{unit} があります：下位サロゲートの前には上位サロゲートのエスケープ（\\uD800〜\\uDBFF）が必要です",
                "json.what-digit-after-minus": "'-' の後の数字",
                "json.what-digit-after-point": "小数点の後の数字",
                "json.what-digit-after-exponent": "指数記号の後の数字",
                "json.found-end-of-file": "ファイルの終わり",
                "json.found-quoted": "'{text}' ",
                "json.found-space": "スペース",
                "json.found-tab": "タブ",
                "json.found-line-break": "改行",
                "json.found-control": "制御文字 U+{code} ",
                "json.found-byte-order-mark": "バイトオーダーマーク（U+FEFF）",
                "json.found-character": "'{text}'（U+{code}）",
                "json.end-expected": "ファイルが途中で終わっています：{what}が必要です{hint}",
                "json.expected": "{what}が必要ですが、{found}があります{hint}",
                "json.hint-no-comments": "（JSON ではコメントは使えません）",
                "json.hint-double-quotes": "（文字列は二重引用符で囲む必要があります）",
                "json.hint-no-plus": "（数値を '+' で始めることはできません）",
                "json.hint-leading-digit": "（小数点の前に数字が必要です）",
                "json.hint-no-nan": "（JSON には NaN も Infinity もありません）",
                "manifest.must-be-string": "'{field}' は文字列でなければなりませんが、{found}です",
                "manifest.must-be-flag": "'{field}' は true か false でなければなりませんが、{found}です",
                "manifest.must-be-strings": "'{field}' は文字列のリストか 1 つの文字列でなければなりませんが、{found}です",
                "manifest.empty-platforms": "'{field}' が空です。少なくとも 1 つのプラットフォームを挙げる（例：[macOS]）か、省いてください",
                "manifest.unknown-platform": "未知のプラットフォーム '{name}' です。{known} のいずれかを指定してください",
                "manifest.unknown-field": "{context}に未知のフィールド '{field}' があります。使えるフィールド：{known}",
                "manifest.in-entry": "ショートカットのエントリ",
                "manifest.in-manifest": "マニフェスト",
                "manifest.duplicate-field": "フィールド '{field}' が重複しています（最初は {line} 行目）",
                "manifest.entry-not-mapping": "各ショートカットは 'title' と 'key' を持つマッピングでなければなりませんが、{found}です",
                "manifest.duplicate-id": "id '{id}' が重複しています（最初は {line} 行目）。id は一意でなければなりません",
                "manifest.empty-title": "'title' が空です。コマンドのメニュータイトルを指定してください",
                "manifest.no-title": "{name}に 'title' がありません。どのショートカットにもコマンドのタイトルが必要です（タイトルのないショートカットには `title: null` と書きます）",
                "manifest.no-key": "{name}に 'key' がありません。ショートカットを追加してください（例：`key: Command-N`）",
                "manifest.empty-when": "'when' が空です。スコープ（ビューまたはフォーカス領域）を指定するか、アプリのメニューなら 'when' を省いてください",
                "manifest.kind-not-allowed": "'kind' は 'app'、'game'、'agent' のいずれかでなければなりませんが、'{found}' です",
                "manifest.platforms-outside": "{name}は、マニフェストが宣言していない {outside} を挙げています（マニフェストの対象は {declared}）。エントリのプラットフォームはマニフェストのものを絞り込むものです",
                "manifest.not-mapping": "マニフェストは 'shortcuts' を持つマッピングでなければなりませんが、{found}です",
                "manifest.empty": "マニフェストが空です。少なくとも 'shortcuts' が必要です",
                "manifest.no-shortcuts": "マニフェストに 'shortcuts' のリストがありません",
                "manifest.shortcuts-not-list": "'shortcuts' はエントリのリストでなければなりませんが、{found}です",
                "notation.empty": "ショートカットが空です",
                "notation.too-many-strokes": "ショートカットの打鍵は {maximum} 回までです",
                "notation.modifier-twice": "修飾キー {modifier} が 2 回あります",
                "notation.expected-key": "キーがありません",
                "notation.expected-key-after": "「{written}」の後にキーがありません",
                "notation.unknown-modifier": "未知の修飾キー「{word}」です{hint}",
                "notation.did-you-mean": "（「{suggestion}」のことですか？）",
                "notation.modifier-without-key": "修飾キー「{modifier}」の後にはキーが必要です（例：{modifier}-K）",
                "notation.unknown-function-key": "未知のキー「{key}」です：ファンクションキーは F1 から F20 までです",
                "notation.unknown-key": "未知のキー「{key}」です{hint}",
                "source.too-large": "ファイルが 2 GB 以上あります。この大きさのソースファイルは読みません",
                "source.bracket-never-closed": "`{bracket}` が閉じられていません",
                "source.bracket-closes-nothing": "`{bracket}` が何も閉じていません",
                "source.too-deep": "括弧が {depth} 段を超えて入れ子になっています。ファイルの残りは読みません",
                "source.unterminated-block-comment": "ブロックコメントが閉じられていません：ここの `/*` を閉じる `*/` がありません",
                "source.unterminated-regex": "正規表現リテラルが閉じられていません：閉じる `/{hashes}` がありません",
                "source.unterminated-string-on-line": "文字列リテラルが閉じられていません：この行に閉じる `\"` がありません",
                "source.unterminated-raw-string": "raw 文字列リテラルが閉じられていません：閉じる `){delimiter}\"` がありません",
                "source.unterminated-multiline-string": "複数行文字列リテラルが閉じられていません：閉じる `\"\"\"` が続いていません",
                "source.unterminated-string-in-file": "文字列リテラルが閉じられていません：ファイルの終わりまでに閉じる `\"` がありません",
                "source.interpolation-too-deep": "文字列の補間が {depth} 段を超えて入れ子になっています",
                "source.unterminated-comment-in-interpolation": "文字列の補間の中のブロックコメントが閉じられていません",
                "source.interpolation-not-closed-on-line": "文字列リテラルが閉じられていません：その補間 `\\(` がこの行で閉じられていません",
                "source.unterminated-interpolation": "文字列の補間が閉じられていません：`\\(` を閉じる `)` がありません",
                "source.endif-without-if": "`#if` のない `#endif` があります",
                "source.if-never-closed": "`#if` が `#endif` で閉じられていません",
                "unreadable.note": "{problem}。{consequence}",
                "unreadable.stops-here": "リーダーはここで止まるため、ファイルの残りは検査されません（{calls}）",
                "unreadable.next-line": "リーダーは次の行から読み続けるため、{line} 行目の残りは検査されません（{calls}）",
                "unreadable.lines": "リーダーは {next} 行目から読み続けるため、{first}〜{last} 行目は検査されません（{calls}）",
                "unreadable.misread": "この後のコードも読んで検査しますが、周りの括弧や `#if` ブロックを読み誤る可能性があります",
                "unreadable.wide-encoding": "ファイルが UTF-8 ではなく {encoding} でエンコードされているため、検査されません（{calls}）。UTF-8 で保存してください",
                "unreadable.invalid-UTF8": "ファイルが正しい UTF-8 ではありません：バイト 0x{byte} は文字の先頭になりません。コードは読み続けますが、そうしたバイトを含むタイトルやキーは正しく読めない可能性があります。UTF-8 で保存してください",
                "unreadable.no-calls": "ショートカットらしき呼び出しはありません",
                "unreadable.calls": "ショートカットらしき呼び出しが {count} 個あります",
                "unresolved.dynamic": "動的なショートカットのため検査されません：{reason}",
                "unresolved.not-checked": "ショートカットは検査されません：{reason}",
                "unresolved.no-key": "キーが書かれていません",
                "unresolved.key-computed": "キー `{code}` は実行時に計算されます",
                "unresolved.more-than-one-key": "キー等価物「{value}」は 2 つ以上のキーです",
                "unresolved.modifiers-computed": "修飾キー `{code}` は実行時に計算されます",
                "unresolved.caps-lock": "Caps Lock（`{name}`）がショートカットに含まれていますが、ルールは Caps Lock の修飾キーを知りません",
                "unresolved.unknown-modifier": "修飾キー `{name}` はルールの知らないものです",
                "unresolved.off-layout": "「{character}」は、ルールの知る US キーボードレイアウトのキーではありません",
                "unresolved.undeclared-constant": "`{name}` はこのファイルが宣言していない定数です",
                "unresolved.lines-and-more": "{lines} ほか {count} 行",
                "unresolved.lines-and": "{lines} と {last}",
                "unresolved.ambiguous-constant": "`{name}` は {lines} 行目で宣言された値のどれにもなりえます",
                "unresolved.constant-origin": "`{name}` は {line} 行目で宣言された `{type}` で、そこでは{reason}",
                "unresolved.custom-call": "呼び出しが Apple の API の受け付けない `{label}:` を渡しているため、プロジェクト独自のヘルパーです",
                "unresolved.custom-method": "`{selector}` は Apple のメソッドではないため、プロジェクト独自のヘルパーです",
                "unresolved.key-set-elsewhere": "`{code}` のキー等価物はアプリの実行時に、このファイルがほかから受け取るメニュー項目（パラメータかローカルな名前）に設定されるため、どの項目のキーかはわかりません",
                "unresolved.helper-without-key": "「{place}」のヘルパーにキーが渡されていません",
                "unresolved.title-computed": "タイトルは検査されません：この {chord} のショートカットのタイトルは実行時に計算されるため、タイトルを比べるルールにはタイトルがないものとして見えます",
                "interface-builder.not-a-document": "Interface Builder の文書ではありません：ルート要素が <{root}> です。<document>（または古い <archive>）が必要です",
                "interface-builder.not-base64": "キー等価物が、Interface Builder の書く UTF-8 テキストの base64（base64-UTF8=\"YES\"）ではありません",
                "interface-builder.archive-not-base64": "キー等価物が、アーカイバの書く UTF-8 テキストの base64 ではありません",
                "interface-builder.not-checked": "「{title}」は検査されません：{reason}",
                "interface-builder.unknown-mask-attribute": "修飾キーのマスクに、Interface Builder の書かない属性 '{attribute}' があります",
                "interface-builder.mask-value": "修飾キーのマスクが {attribute}=\"{value}\" となっていますが、Interface Builder は \"YES\" と書きます",
                "interface-builder.not-a-mask": "修飾キーのマスク「{mask}」は Interface Builder の書く値ではありません（修飾キーのビットの 10 進数の合計：Shift 131072、Control 262144、Option 524288、Command 1048576、テンキー 2097152、ファンクション 8388608）",
                "interface-builder.more-than-one-character": "キー等価物「{characters}」は 2 文字以上です。AppKit は 1 つのキーで照合します",
                "interface-builder.unmodelled-key": "キー等価物 {name}（U+{code}）は shortcut-lint がモデル化していないキーです",
                "interface-builder.off-layout": "キー等価物「{characters}」（U+{code}）は、shortcut-lint がモデル化している US キーボードレイアウトのキーではありません",
                "run-time-key.sets-through-outlet": "{place} がアウトレット `{outlet}` を通して `{property}` を設定しています",
                "run-time-key.untitled-item": "タイトルのない項目",
                "run-time-key.chord": " {chord}",
                "run-time-key.changed": "{item}：アプリのコードが実行時にキー等価物を変更するため（{reason}）、このファイルのキー{chord}は検査されません",
                "project-file.unreadable": "このプロジェクトファイルを読めないため（{reason}）、宣言されているプラットフォーム、ターゲット、テストコードがわかりません。プロジェクトのファイルはそれらなしで検査されます（SwiftUI のコードは設定のプラットフォーム、なければ macOS 向けとして）",
                "project-file.no-package": "`Package(…)` を宣言していません",
                "project-file.no-project-object": "プロジェクトオブジェクト（`objects` のいずれかを指す `rootObject`）がありません",
                "project-file.not-a-property-list": "Xcode が書くプロパティリストではありません",
                "swiftui-menu-bar.not-shown": "このメインメニューは表示されないため、ショートカット {count} 個は検査されていません：{place} がアプリを SwiftUI の `App` として宣言しており、そのようなアプリのメニューバーは SwiftUI がシーンとコマンドから作ります",
                "translated-titles.in-language": "{menu}（{place}）：{message}",
                "translated-titles.unreadable": "{place} から先を読めないため（{reason}）、{menu}のタイトルは検査されていません",
                "translated-titles.unreadable-after": "{place} から先を読めないため（{reason}）、{menu}のそれ以降のタイトルは検査されていません",
                "docs.yes": "はい",
                "docs.no": "いいえ",
                "docs.default-severity": "既定の重大度：{severity}",
                "docs.fixable": "`--fix` で修正可能：{fixable}",
                "docs.not-configurable": "オフにできません：これがないとほかに何も検査できません",
                "docs.defers-to": "{rules} に任せます：そのいずれかが報告するキーについては報告しません",
                "docs.options": "オプション",
                "docs.options-header": "オプション | 既定値 | 意味",
                "docs.configuration": "設定",
                "docs.in-config-file": "`.shortcut-lint.yml` で：",
                "docs.setting-default": "既定値。ほかに {others}",
                "docs.setting-defaults": "既定値",
                "docs.suppress-in-code": "ソースコードの 1 つのショートカットでは：直前の行にコメント `// shortcut-lint: allow {rule} -- reason`。",
                "docs.suppress-in-menu": "1 つのメニュー項目では：その直前の行にコメント `<!-- shortcut-lint: allow {rule} -->`。",
                "docs.suppress-in-manifest": "1 つのエントリでは：`allow: [{rule}]`、または YAML ではコメント `# shortcut-lint: allow {rule} -- reason`。",
                "docs.triggers": "報告される例",
                "docs.does-not-trigger": "報告されない例",
                "docs.fix-writes": "`--fix` が書き込む内容：",
                "docs.rules-title": "ルール",
                "docs.rules-generated": "ルール自身のメタデータから `swift run shortcut-lint --lang ja explain --all` で生成しています。編集しないでください。",
                "docs.rules-header": "ルール | 重大度 | 修正可能 | 概要",
                "docs.revision-baseline": "キーボードのページの 2023 年 6 月 21 日の改訂より前のガイドライン（基準）に従います。",
                "docs.revision-later": "キーボードのページの 2023 年 6 月 21 日の改訂より前のガイドライン（基準）に従い、{date}に改訂された{page}から次を採り入れています：{adopts}。",
                "revisions.keyboards-2025.page": "ヒューマンインターフェイスガイドライン › キーボード",
                "revisions.keyboards-2025.date": "2025 年 6 月 9 日",
                "revisions.game-key-bindings": "ゲームのキーバインディング、つまり `kind: game` のマニフェストまたはゲームのターゲットでメニューの外にあるエントリは報告されません：「ゲームのキーボードショートカットはキーバインディングと呼ばれ、多くの場合 1 つのキーで構成されます」（ゲームコントロール › キーボード：「1 つのキーのコマンドを優先する」も）。ゲームのメニューコマンドは引き続き報告されます",
                "syntax-error.summary": "マニフェストが正しい形式の JSON または YAML ではありません。",
                "syntax-error.rationale": "解析できないマニフェストは検査できません。指摘は、パーサが受け付けられなかった最初のバイトを指します。その位置より前に完結しているエントリは検査されます。",
                "syntax-error.notes.an-unclosed-quote": "閉じられていない引用符。",
                "invalid-manifest.summary": "フィールドの型が違う、必須のフィールドがない、または値が許されていません。",
                "invalid-manifest.rationale": "どのエントリにも `title`（コマンドのメニュータイトル）と `key` が必要です。フィールドの型は決まっており、プラットフォームは Apple のプラットフォーム名でなければならず、id は重複してはいけません。指摘は問題のある値を指し、ほかのエントリは引き続き検査されます。",
                "invalid-manifest.notes.no-key-the-finding-points": "キーがない場合：指摘はエントリの最初のフィールドを指します。",
                "invalid-manifest.notes.a-plain-yaml-scalar-is": "YAML のプレーンスカラーはテキストとして読まれます。",
                "unknown-field.summary": "マニフェストの形式が定義していないフィールドです（`x-` で始まる名前は使えます）。",
                "unknown-field.rationale": "未知のフィールドはたいてい綴りの誤り（`tilte`、`platform`）で、綴りを誤ったフィールドは黙って無視されます。独自のデータは `x-` で始まる名前の下に置いてください。この名前は拡張用に予約されており、報告されることはありません。",
                "unresolved-shortcut.summary": "ソースコードのショートカットが実行時に計算される、メニュー項目がルールの知らないキーを使っている、またはアプリのコードがメニュー項目のキーを変更するため、検査されません。",
                "unresolved-shortcut.rationale": "Swift と Objective-C のリーダーは、コードがリテラルで宣言するショートカットを検査します：`.keyboardShortcut(\"k\", modifiers: [.command, .shift])`、`UIKeyCommand(input: \"f\", …)`、`NSMenuItem(title: \"Open…\", action: …, keyEquivalent: \"o\")`。変数に入れたキーや修飾キーのマスク、パラメータとして渡されたもの、関数が返すものはアプリの実行時にしかわからないため、そのショートカットは検査されません。推測する代わりに、この注記がショートカットごとに一度、その場所を示します。タイトルだけが計算されるショートカット（`\\(…)` や関数で組み立てるもの）は、タイトルなしで検査され、一度だけ注記されます。US キーボードレイアウトにないキーと Caps Lock のマスクも同じように注記され、ルールがモデル化していないキー（F21〜F35、Insert、Help、US レイアウトにない文字）の Interface Builder のキー等価物も同様です。アプリのコードが実行時に項目のアウトレット経由でキー等価物を変更する Interface Builder の項目（`[extendForwardsItem setKeyEquivalentModifierMask:…]`、`extendItem.keyEquivalent = …`）は、そのコードがファイルと一緒に（1 つの Xcode プロジェクトまたはパッケージのターゲットとして）検査されるときに除外され、同じように注記されます。同じキーの組み合わせのほかの項目は、それらの間で判断されます。こうしたショートカットを検査させるにはマニフェストで宣言するか、直前の行に `// shortcut-lint: allow unresolved-shortcut` と書いて注記を止めてください（Interface Builder ファイルでは、メニュー項目の上に `<!-- shortcut-lint: allow unresolved-shortcut -->`）。",
                "unresolved-shortcut.notes.the-key-is-a-variable": "キーが変数です。",
                "unreadable-source.summary": "Swift または Objective-C のファイルの一部を読めなかったため、そこにあるショートカットは検査されません。",
                "unreadable-source.rationale": "ソースのリーダーは、Swift 5.7〜6 と Objective-C(++) をコンパイラと同じように字句解析します：あらゆる形式の文字列と raw 文字列、正規表現リテラル、コメント、括弧、`#if` ブロック。リーダーがファイルを追えない箇所 — 終わらない文字列、コメント、正規表現、対応しない括弧、閉じられない `#if`、UTF-16 のファイル — では、この注記がその場所と、検査されずに残った範囲（行の残りかファイルの残り）を、そこに含まれるショートカットらしき呼び出し（`keyboardShortcut`、`KeyboardShortcut(`、`UIKeyCommand`、`keyEquivalent`、`setKeyEquivalent`）の数とともに示します。その前に読めた部分と、読み続けられる場合はその後も検査されます。これはエラーではなく情報です。コードを判断するのはコンパイラであり、リーダーが読み誤った正しいコードも同じように見えるため、リンター自身の限界でビルドを失敗させることはありません（リンターのために書かれるマニフェストは厳格なままです：`syntax-error`）。コンパイルできるコードにこの注記が出るべきではありません。出た場合、そのコード片はバグ報告になります。コメントの外にある UTF-8 でないバイトも注記されますが、ファイルは読まれます。",
                "unreadable-source.notes.a-multi-line-string-that": "閉じられない複数行文字列：その後のコードは検査されません。",
                "invalid-shortcut.summary": "`key` がショートカットではありません：未知のキーや修飾キー、繰り返された修飾キー、または何もありません。",
                "invalid-shortcut.rationale": "shortcut-lint は HIG の表記（`Shift-Command-P`）、メニューの記号（`⇧⌘P`）、プラス記号の表記（`cmd+shift+p`）を読みますが、推測はしません。読めないキーは正確な桁で報告されます。ショートカットの綴りの誤りは、誰も押せないコマンドを出荷することになるからです。",
                "invalid-shortcut.notes.the-finding-underlines-the-unknown": "指摘は未知の語に下線を引きます。",
                "duplicate-shortcut.summary": "2 つのエントリが、同じスコープと共通のプラットフォームで同じキーの組み合わせを使っているか、一方のキーの組み合わせがもう一方のシーケンスの 1 打目になっています。",
                "duplicate-shortcut.rationale": "1 つのキー操作で実行できるコマンドは 1 つだけです。エントリが競合するのは、同じ優先度で同時に有効で、プラットフォームを共有するとき、つまり両方とも `when` がないか、両方とも同じ `when` スコープにあるときです。スコープのあるエントリは、そのスコープではスコープのないエントリより優先され（スコープを持つビューがメニューより先にキーを処理します）、異なるスコープは異なるフォーカス領域なので、どちらも競合ではありません。メインメニューの外のメニュー（コンテキストメニュー、ポップアップボタンのメニュー）もそうしたスコープです。別のエントリのシーケンスの 1 打目になっている単独のキーの組み合わせ（⌘K と ⌘K ⌘S）は、シーケンスを入力し終える前に実行されます。報告されるのは後のエントリで、メッセージは先のエントリとその行を示します。ただし、後のエントリがそのキーの組み合わせの標準のコマンド（Command-V のペースト）である場合は、もう一方のエントリが問題なので、そちらが一度だけ報告されます（repurposed-standard はこのルールに任せます）。同じコマンドの 2 つのエントリ（同じタイトル、または 2 つのメニューにあるヘルプのような同じ標準アクション）は警告です。失われるものはありませんが、2 つ目の項目は実行されません。コードを読むだけでは確かめられない 2 つの競合も警告です。1 つのファイルでそれぞれ独自の条件（`if`、`switch` の case、`#if`）のもとで宣言された 2 つのコマンドは両方の条件が成り立つ間だけ競合し、大文字の入力を Shift として読んだ UIKit のキーコマンド（`.command` の `input: \"G\"`）は、iPadOS がそう照合するとは UIKit に書かれていません。エージェントアプリ（Info.plist かビルド設定の `LSUIElement`、または `kind: agent`）での競合も警告です。macOS はそのメニューバーを表示せず、ショートカットはアプリがアクティブな間だけ働きます。多くのエージェント（ヘルパー、メニューバーエクストラ）がアクティブなのは、そのウインドウのどれかがキーウインドウである間だけです。Apple が 1 つのキーの組み合わせに置いた Apple 自身の 2 つの項目（どちらも Command-| の Center と AppKit の Show All Tabs）は報告されません。アプリはどちらも選んでいないからです。隠された Interface Builder の項目（`hidden=\"YES\"`）は何とも競合しません。AppKit の隠された項目は「コマンドキーの照合に参加しない」（NSMenuItem.isHidden）ため、表示されている項目と同じキーの組み合わせにある隠された項目は、アプリが実行時に入れ替える組のもう片方です。同じ `app` を名乗るマニフェスト（モジュールごとに 1 つ）は 1 つのアプリのショートカットです。先のマニフェストのエントリと競合するエントリも、そのファイルを示して報告されます。ファイルのローカライズされたコピー（`de.lproj/MainMenu.xib`）は 1 つのメニューの変形であり、そのメニューの項目が増えるわけではありません。各言語のメニューはそれぞれ単独で検査され、翻訳にだけある競合は、言語を示して、ローカライズされた行で報告されます。",
                "duplicate-shortcut.guideline.quote": "アプリ固有のキーボードショートカットを最小限に抑えることで、配置されているシステム定義のショートカットとの潜在的な競合を回避することもできます。",
                "duplicate-shortcut.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "duplicate-shortcut.guideline.section": "キーボードショートカット",
                "duplicate-shortcut.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "duplicate-shortcut.notes.two-entries-in-the-same": "同じスコープにある 2 つのエントリ。",
                "duplicate-shortcut.notes.the-standard-command-keeps-its": "標準のコマンドはそのキーの組み合わせを保ち、もう一方のエントリが一度だけ報告されます。",
                "duplicate-shortcut.notes.the-same-command-twice-a": "同じコマンドが 2 つ：失われるものがないので警告です。",
                "duplicate-shortcut.notes.the-editors-run-overrides-the": "エディタにフォーカスがある間は、エディタの Run がメニューの Refresh より優先されます。",
                "duplicate-shortcut.notes.two-of-apples-own-items": "1 つのキーの組み合わせにある Apple 自身の 2 つの項目：Xcode のテンプレートと AppKit がそこに置いています。",
                "duplicate-shortcut.notes.a-hidden-menu-item-takes": "隠されたメニュー項目は、アプリが入れ替えるまでキーの照合に加わりません。",
                "duplicate-shortcut.notes.an-agent-apps-menu-bar-is": "エージェントアプリのメニューバーは表示されず、ショートカットはそのウインドウのどれかがキーウインドウである間だけ働きます。競合は警告です。",
                "localization-drift.summary": "Interface Builder のメニューのローカライズされたコピー（`de.lproj/MainMenu.xib`）が、項目にベースファイルとは別のキー等価物や修飾キーを与えています。",
                "localization-drift.rationale": "別の言語に翻訳されたアプリのメニューは同じメニューです。各項目はそのコマンドとショートカットを保ちます。システムは人々が使うキーボードにショートカットを合わせます。ショートカットを手で変える翻訳は、たいてい後でベースファイルに加えられた変更を見落としたもの（英語のメニューは項目を別のキーの組み合わせに移したのに、ドイツ語のコピーには古いものが残っていて、ドイツ語でだけ別の項目と競合することがあります）か、1 つのキーボードレイアウトのために変えたものです。指摘はローカライズされたコピーの項目にあり、ベースの項目のキーの組み合わせ、ファイル、行を示します。項目は Interface Builder のオブジェクト id で、なければメニュー内の位置で対応付けられます（docs/interface-builder.md）。変更が意図したものなら、項目の上のコメントでそう示してください。翻訳されたキーがルールの読めないもの（ドイツ語の `Ö`）である項目は代わりに未検査として注記され、キーを失った項目はそのタイトルで報告されます。そこにはコメントで抑制できないため、キーを戻すか、ルールをオフにしてください。",
                "localization-drift.guideline.quote": "必要に応じて、システムがキーボードショートカットをローカライズおよびミラーリングします。",
                "localization-drift.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "localization-drift.guideline.section": "カスタムキーボードショートカット",
                "localization-drift.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "localization-drift.notes.the-base-file-moved-publish": "ベースファイルは Publish… を Command-K に移しましたが、ドイツ語のコピーには古いキーの組み合わせが残っています。",
                "localization-drift.notes.a-shortcut-only-the-french": "フランス語のメニューにだけあるショートカット。",
                "localization-drift.notes.the-translation-keeps-the-bases": "翻訳がベースのキーの組み合わせを保っています。",
                "localization-drift.notes.a-deliberate-change-said-so": "意図した変更で、項目の上でそう示しています。",
                "system-reserved.summary": "宣言したプラットフォームで、アプリより先にシステムがそのキーの組み合わせを受け取ります（Apple が予約しているか、アクセシビリティのショートカットが使う場合は警告、それよりまれな条件の場合は情報）。",
                "system-reserved.rationale": "システムは自身のショートカット（Spotlight、スクリーンショット、アプリの切り替え、Mission Control、入力ソース、強制終了）をどのアプリよりも先に受け取るため、そのコマンドは黙って一度も実行されません。エラーになるのは予約テーブルの `intercepted` の行だけです。システムが条件付きでのみ受け取る行は条件を示し、条件の種類によって報告の強さが決まります：HIG の「不定。アップル予約済み。」の行（⇧⌘Space、F8、F9、F10、[修飾キー]-⌘Space）は、そのキーの組み合わせを使わないようにという Apple の指示であり、Apple のキーボードでは設定を変えない限り F8〜F10 はメディアキーです。また、ズーム、コントラスト、色の反転のショートカットは、それを必要とする人々こそがオンにします：これらは警告です。それよりまれな条件（デスクトップ N への切り替えをオンにした場合、Touch Bar、明るさキーとしての F14/F15、フォントスムージングのあったリリース）は、初期設定ではアプリがキーを受け取るので情報です。以前のリリースの行（macOS 10.15 で廃止された F12 の Dashboard）は、`platformVersions` でそのリリースを選んだ場合にしか照合されません。HIG で ● が付いていても実際にはテキストシステムや AppKit のコントロールの動作である行（⇧← は選択範囲を広げ、⌃⇥ は次のタブを表示します）と、そうした動作でもある条件付きの行（⌘← は行の先頭に移動します）は、repurposed-standard が扱います。シーケンスはどの打鍵も検査されます。システムはキーが押されるたびに受け取るからです。ハウステーブル（`--reserved`）の行は、システムのものではなくそのテーブルのものとして報告されます。アプリが宣言したシステム自身の項目（Control-Command-Space の絵文字と記号）は報告されません。段階とその出典：docs/reserved.md。",
                "system-reserved.guideline.quote": "以下のキーボードショートカットは、システムによって予約されているか、人々によく知られています。",
                "system-reserved.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "system-reserved.guideline.section": "予約済みのキーボードショートカット",
                "system-reserved.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "system-reserved.notes.every-stroke-of-a-sequence": "シーケンスのどの打鍵も：システムは Control-下矢印が押されるたびに受け取ります。",
                "system-reserved.notes.an-accessibility-shortcut-off-by": "初期状態ではオフで、ズームを使う人々がオンにするアクセシビリティのショートカット：条件を示す警告です。",
                "system-reserved.notes.varies-apple-reserved-in-the": "HIG では「不定。アップル予約済み。」：警告です。",
                "system-reserved.notes.switch-to-desktop-1-shipped": "デスクトップ 1 への切り替え。初期状態ではオフで、オンにされることはまれです：情報です。",
                "system-reserved.notes.the-item-appkit-adds-to": "AppKit がすべてのアプリの編集メニューに加える項目を、そのとおりに宣言したもの。",
                "system-reserved.notes.f11-alone-is-reserved-on": "F11 単独が予約されているのは Mac だけです。",
                "system-reserved.notes.marked-in-the-hig-but": "HIG では ● が付いていますが、AppKit のタブ付きウインドウの動作であり、システムが受け取るものではありません。",
                "system-reserved.notes.dashboard-left-macos-in-10": "Dashboard は 10.15 で macOS からなくなりました。その行はそれ以前のリリースにだけ当てはまります。",
                "repurposed-standard.summary": "標準のショートカット、またはテキストシステムや AppKit のコントロールが使うキーが、別のコマンドに宣言されています。",
                "repurposed-standard.rationale": "人々は、標準のショートカットがどのアプリでも同じことをすると期待しています。また、テキストシステムと AppKit のコントロールは一部のキーに独自の動作を与えています（⇧← は選択範囲を広げ、⌘+ はテキストを大きくし、⌃⇥ は次のタブを表示します）。そうしたキーにメニュー項目を置くと、アプリのすべてのテキストフィールドとコントロールからそのキーを奪います（⌘← は行の先頭に移動します。テーブルには条件付きのレイアウトの切り替えとしても載っていますが）。キーをその本来のアクション、またはそれに近いものに割り当てるのは、アプリがそれを実装しているということなので報告されません。予約テーブルは、タイトル、その同義語、動詞と目的語、メニューのパス（編集 › 選択 › すべて）、コマンド形式の id（`editor::Redo`）、Apple の各言語での標準コマンドのタイトル（Fett、Coller、太字、すべてを選択：英語のほかに 17 言語。日本語は日本語として読みます）からアクションを認識し、タイトルの ‹App› はマニフェストの `app` です。1 つのアプリのショートカット（Finder の新規フォルダ、Safari の戻る）とサービスのショートカットは、すべてのアプリの標準ではないので報告されません。シーケンスの 1 打目は数に入ります（⌘J ⌘F は「選択部分へジャンプ」から ⌘J を奪います）。2 打目以降は何も奪いません。アプリは全体として判断されます。HIG は「あなたのアプリでそのアクションが意味をなさない場合」に標準のショートカットの再定義を認めているため、アプリがそのコマンドの仲間を示している場合（⌘G の横に「検索…」の項目、⌘B の横に「太字」や「イタリック」、⌘← の横にテキスト編集）や、すべてのアプリにあるコマンドの場合（⌘Q ⌘W ⌘S ⌘Z ⌘X ⌘C ⌘V ⌘A ⌘, とキーボードフォーカス）は警告、それ以外は標準のコマンドを示す注記になります。テキストシステムのキーは、ファイルごとに最初のキーで 1 回だけ報告されます。独自のメニュー（`when: menu.…`：コンテキストメニュー、ステータス項目や Dock のメニュー）の項目は何も奪いません。そのキーはメニューが開いている間だけ働くからです。アプリで標準のアクションを使わない場合（テキストスタイルがないのでイタリックもない場合）は、`repurposes: <予約済みの id>` でそう示せば指摘は消えます。",
                "repurposed-standard.guideline.quote": "通常、標準のキーボードショートカットをカスタムアクションに転用しないでください。",
                "repurposed-standard.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "repurposed-standard.guideline.section": "キーボードショートカット",
                "repurposed-standard.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "repurposed-standard.notes.a-misspelt-id-silences-nothing": "綴りを誤った id は何も止めません。",
                "repurposed-standard.notes.a-sequence-takes-its-first": "シーケンスはその 1 打目を標準のコマンドから奪います。",
                "repurposed-standard.notes.a-key-the-text-system": "テキストシステムが使うキー：メッセージはそのキーの通常の働きを示します。",
                "repurposed-standard.notes.a-behaviour-that-is-also": "条件付きのシステムの行でもある動作：指摘は動作のもの 1 つで、条件を示します。",
                "repurposed-standard.notes.command-k-is-no-standard": "Command-K は標準のショートカットではなく、2 打目以降は何も奪いません。",
                "repurposed-standard.notes.bold-in-german-a-standard": "ドイツ語の太字：Apple の言語の 1 つでの標準のコマンドです。",
                "repurposed-standard.notes.select-all-in-japanese-read": "日本語の「すべてを選択」。スペースなしで読みます。",
                "repurposed-standard.notes.the-key-bound-to-its": "キーを本来の動作に割り当てたもの。",
                "repurposed-standard.notes.appkits-own-tab-item-on": "フォーカスグループのキーにある AppKit 自身のタブの項目。",
                "repurposed-standard.notes.finders-new-folder-is-one": "Finder の新規フォルダは 1 つのアプリのショートカットで、すべてのアプリが守る標準ではありません。",
                "repurposed-standard.notes.an-item-that-sends-the": "標準のアクション（`openDocument:`）を送る項目は、タイトルが何であれ「開く」です。",
                "repurposed-standard.notes.interface-builder-records-the-action": "Interface Builder はアクションを記録しています：OpenEmu の Launch Game… は `openDocument:` を送ります。",
                "repurposed-standard.notes.beside-find-items-command-g-is": "「検索」の項目があるアプリでは、Command-G は「次を検索」です。その項目を示す警告になります。",
                "repurposed-standard.notes.an-app-with-no-text": "テキストスタイルのないアプリ。HIG はこの再定義を認めているため、注記になります。",
                "repurposed-standard.notes.the-keys-of-the-text": "テキストシステムのキーは、最初のキーで 1 回だけ報告されます。",
                "modifier-order.summary": "修飾キーが Control、Option、Shift、Command の順序で書かれていません。",
                "modifier-order.rationale": "メニューとドキュメントは修飾キーを 1 つの決まった順序でリストするので、人々はショートカットを一目で読めます。別の順序で書いたマニフェストは、メニューの表示とずれていきます。修正は、表記を保ったまま修飾キーの順序をその場で並べ替えます。2 文字のキーに Shift も書かれている場合（Command-Shift-/）は、two-character-key の修正（Command-?）が順序も整えるので、このルールはそのキーを任せます。2 つの修正が 1 つのキーを別々の方向に変えることはありません。",
                "modifier-order.guideline.quote": "修飾キーを正しい順序でリストします。 カスタムショートカットで複数の修飾キーを使用する場合は、必ず Control、Option、Shift、Command の順序でリストします。",
                "modifier-order.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "modifier-order.guideline.section": "カスタムキーボードショートカット",
                "modifier-order.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "modifier-order.notes.the-fix-keeps-the-notation": "修正は表記を保ち、順序だけを変えます。",
                "modifier-order.notes.two-character-keys-fix-command": "two-character-key の修正 Command-? は、修飾キーの順序も整えます。",
                "modifier-order.notes.globe-is-not-one-of": "Globe は HIG の 4 つの修飾キーの 1 つではないので、書かれた位置は判断しません。",
                "control-modifier.summary": "カスタムショートカットが Control を使っています。メッセージは、いくつのカスタムショートカットが使っているかを示します。",
                "control-modifier.rationale": "システムは多くのシステム全体の機能（焦点の移動、操作スペース、クリップボードへのスクリーンショット、すべてのフィールドでのテキストの移動）を Control で組み立てているため、Control を使うカスタムショートカットは、今または後のリリースで競合しがちです。数えるのはカスタムショートカットだけです。フルスクリーンにする項目として宣言した Control-Command-F は標準のショートカットで、選んだものではありません。システムがすでに受け取るキーの組み合わせは system-reserved の指摘で、`when` スコープの外の Control-Tab や Control と矢印キーは navigation-key のものです。それ以外のカスタムのキーの組み合わせの Control はこのルールのもので、prefer-command と layout-dependent-key はこのルールに任せます。",
                "control-modifier.guideline.quote": "Control キーを修飾キーとして使用することはできる限り避けてください。 システムは、焦点の移動やスクリーンショットのキャプチャなど、多くのシステム全体の機能で Control を使用しています。",
                "control-modifier.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "control-modifier.guideline.section": "カスタムキーボードショートカット",
                "control-modifier.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "control-modifier.notes.control-without-command-is-still": "Command のない Control も、prefer-command ではなくこのルールのものです。",
                "control-modifier.notes.a-standard-shortcut-declared-for": "本来のアクションに宣言した標準のショートカットは、カスタムのものではありません。",
                "option-modifier.summary": "カスタムショートカットのうち `maxShare` を超える割合が Option を使っています。それぞれがその割合とともに報告されます。",
                "option-modifier.rationale": "Option はあまり一般的でないコマンドや強力な機能を示します（Option-Command-W はすべてのウインドウを閉じます）。多くのカスタムショートカットが Option を必要とすると、どれも目立たなくなり、人々はどのコマンドに余分なキーが付いたかを覚えなければなりません。割合はカスタムショートカットだけで数え（「ペーストしてスタイルを合わせる」のような標準のものは数えません）、割合を超えると Option を使うカスタムショートカットがすべて報告されるので、どれを Command か Shift-Command に移すかを選べます。Option を除いた同じキーの組み合わせがほかの項目にあるもの（Command-E の「書き出す…」の横の Option-Command-E「すべてを書き出す…」）は、ガイドライン自身の例が示す派生です。Finder では Command-W の横で Option-Command-W がすべてのウインドウを閉じ、Command-M の横で Option-Command-M がすべてを最小化します。このような派生（その項目の AppKit の代替項目、または `complements`、アクション、タイトルの共通の単語で関連するもの）は、Option を使っていることに変わりはないので割合には数えますが、報告はしません。移すべきなのはほかのものです。これは Option をどれだけ使うかの問題です。Option と文字キーだけのキーの組み合わせは option-types-character のものでもあり、別の問題です。",
                "option-modifier.guideline.quote": "Option 修飾子は控えめに使用してください。 たとえば、あまり一般的ではないコマンドや、便利な機能や強力な機能のショートカットで Option を使用できます。",
                "option-modifier.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "option-modifier.guideline.section": "カスタムキーボードショートカット",
                "option-modifier.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "option-modifier.options.maxShare": "Option を使ってよいカスタムショートカットの最大の割合（0〜1）。",
                "option-modifier.notes.2-of-3-custom-shortcuts": "カスタムショートカット 3 個のうち 2 個（67%）が Option を使っています。",
                "option-modifier.notes.1-of-4-25-is": "4 個のうち 1 個（25%）は、既定の割合を超えていません。",
                "option-modifier.notes.option-variants-of-the-apps": "4 個のうち 2 個（50%）が Option を使っていますが、どちらもアプリ自身のキーの組み合わせの Option による派生なので、報告しません。",
                "option-types-character.summary": "文字、数字、記号のキーに付く修飾キーが Option または Option-Shift だけで、文字を入力する組み合わせになっています。",
                "option-types-character.rationale": "macOS では、Option と文字キーの組み合わせは、キーボードに書かれていない文字を入力する方法です：Option-G は © で、Option-E はアクセントを始め、多くのレイアウトで Option と数字は角括弧や波括弧を入力します。そうしたキーの組み合わせのショートカットは、すべてのテキストフィールドからその文字を奪うか、テキストフィールドにフォーカスがある間は決して実行されません。Command を追加してください。このルールがこれらのキーの組み合わせを扱うので、prefer-command と layout-dependent-key は重ねて報告しません。Option を伴う Control は control-modifier のものです。",
                "option-types-character.guideline.quote": "一部の言語では、特定の文字を生成するために修飾キーが必要です。たとえば、フランス語のキーボードでは、Option-5 は「{{」文字を生成します。",
                "option-types-character.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "option-types-character.guideline.section": "カスタムキーボードショートカット",
                "option-types-character.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "option-types-character.notes.a-function-key-types-nothing": "ファンクションキーは何も入力しません（prefer-command は引き続き Command を求めます）。",
                "prefer-command.summary": "カスタムショートカットに修飾キーはありますが、Command がありません。",
                "prefer-command.rationale": "ほとんどの標準ショートカットは Command を使うので、人々はまずそこに手を伸ばし、アプリのコマンドをそこで探します。Shift-F6 や Option-Return は、その習慣からコマンドを隠してしまいます。数えるのはカスタムショートカットだけです。ほかのルールのほうがよく説明できるキーの組み合わせは、そのルールに任せます：修飾キーがまったくないもの（missing-modifier）、Tab と矢印キー（navigation-key）、Control（control-modifier）、文字キーと Option または Option-Shift（option-types-character）。ゲームのキーバインディング（`kind: game`、メニューの外のエントリ）はゲーム自身のものです。",
                "prefer-command.guideline.quote": "カスタムキーボードショートカットでは、Command キーをメインの修飾キーとして優先します。 ほとんどの標準的なキーボードショートカットは Command キーを使用するため、人々は慣れ親しんでいます。",
                "prefer-command.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "prefer-command.guideline.section": "カスタムキーボードショートカット",
                "prefer-command.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "prefer-command.notes.no-modifier-at-all-is": "修飾キーがまったくないものは missing-modifier の指摘です。",
                "prefer-command.notes.a-games-key-binding": "ゲームのキーバインディング。",
                "unrelated-shift-variant.summary": "カスタムのキーの組み合わせが、標準または宣言済みのキーの組み合わせに Shift、Option、Control を加えたもので、関連のないコマンドに使われています。",
                "unrelated-shift-variant.rationale": "人々は Shift-Command-Z を「Command-Z のもう一方」と読みます。これに関連のないコマンドを与えるとその期待を裏切り、ほかの修飾キーを加えた場合も同じです（ミニマップを切り替える Control-Command-Z）。ベースは、Command を残したまま Shift、Option、Control のいずれか（または複数）を取り除いたキーの組み合わせです。アプリがベースに自身のコマンドを持っている場合（重なるスコープにある別のエントリ）は、テーブルが何と言おうとそのコマンドがベースです：Hex Fiend の Command-B はブックマークの追加なので、Option-Command-B は太字ではなくブックマークの追加と比べて判断されます。持っていない場合は、エントリのプラットフォームでの予約テーブルの標準の行が、すべてのアプリにあるコマンド（アプリ、編集、ウインドウ、ヘルプの各メニュー：取り消す、コピー、すべてを選択、検索、閉じる、しまう、終了、設定…）であればベースになります。人々はそれらのキーの組み合わせをすべてのアプリで知っているからです。ある種類のアプリのコマンド（太字、保存、情報を見る）は、そのキーの組み合わせに何もないアプリではベースになりません。システムが受け取る行（Command-Tab、Dock の Option-Command-D）、条件付きの行とテキストの動作の行（Command-左矢印）、1 つのアプリやサービスの行（Safari の戻る、Google で検索）は、アプリがそれをコマンドとして持ったことがないのでベースになりません。組が関連しているのは、テーブルが組にしているとき（取り消すとやり直す、プリントとページ設定、次を検索と前を検索、閉じるとすべてを閉じる、ペーストとペーストしてスタイルを合わせる）、タイトルが重要な語を共有するとき（更新とすべてを更新）や一方の語がもう一方から作られているとき（Comment からの Uncomment、Align からの No Alignment）、両方が 1 つのサブメニューの 1 語のオプションであるとき（繰り返し › トグルの隣の繰り返し › すべて：サブメニューのタイトルがそれぞれを補います）、変形のタイトルがベースの行のアクションを別の言葉で言っているとき（「開く」の隣の Load Profile…）、ベースにあるアプリのコマンドと変形が 1 つの Interface Builder のメニューの同じ区切り線の間にあるとき（AppKit の区切りの項目は「メニューコマンドの論理的なグループを区切るために使われる」もので、Wired Client の「新規接続…」の下の「再接続」がその例です）、両方が番号付きのリストの項目であるとき（Command-1…5 のツールの隣の Control-Command-1…9 のメモの種類：数字はそれぞれのリストでの位置です）、またはエントリが `complements: <id>`（別のエントリの id か予約済みの id）と示しているときです。同じアクションを送る 2 つのエントリも関連しています（2 つのキーの組み合わせにある同じコマンド）。どちらかのタイトルがわからない組（アプリの実行時に計算される、または UIKit のキーコマンドのように書かれていない）も同様で、無関係だと示すものはありません。それ自体がテーブルにあるキーの組み合わせは、このルールではなく system-reserved か repurposed-standard の指摘です。何も知られていないものを指す `complements` はここで報告されます。",
                "unrelated-shift-variant.guideline.quote": "関連性のないコマンドの既存のショートカットに修飾子を追加して、新しいショートカットを作成することは避けてください。 たとえば、人々はアクションを取り消すために Command-Z を使用することに慣れているため、取り消しおよびやり直しとは関係のないコマンドのショートカットとして Shift-Command-Z を使用すると混乱します。",
                "unrelated-shift-variant.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "unrelated-shift-variant.guideline.section": "カスタムキーボードショートカット",
                "unrelated-shift-variant.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "unrelated-shift-variant.notes.one-group-of-one-menu": "1 つのメニューの同じ区切り線の間にある 2 つの項目：アプリは関連するコマンドとしてまとめています（Wired Client の「新規接続…」の下の「再接続」）。",
                "unrelated-shift-variant.notes.one-action-on-both-chords": "どちらも同じアクションを送ります。2 つのキーの組み合わせにある同じコマンドです。",
                "unrelated-shift-variant.notes.titles-the-code-computes": "タイトルはアプリの実行時にコードが計算します。2 つが無関係だと示すものはありません。",
                "unrelated-shift-variant.notes.command-z-is-undo": "Command-Z は「取り消す」です。",
                "unrelated-shift-variant.notes.any-added-modifier-counts-control": "加えた修飾キーはどれも数に入ります。Control もです。",
                "unrelated-shift-variant.notes.the-apps-own-command-on": "ベースにあるアプリ自身のコマンドが、そこにある標準の行より優先されます。",
                "unrelated-shift-variant.notes.sharing-a-submenu-of-full": "完全なタイトルのサブメニューを共有しても、何も関連付けません。",
                "unrelated-shift-variant.notes.a-misspelt-id-relates-nothing": "綴りを誤った id は何も関連付けません。",
                "unrelated-shift-variant.notes.in-an-interface-builder-menu": "Interface Builder のメニューで、変形に独自の項目があるもの。",
                "unrelated-shift-variant.notes.the-table-pairs-redo-with": "テーブルは「やり直す」を「取り消す」と組にしています。",
                "unrelated-shift-variant.notes.no-base-command-is-safaris": "ベースなし：Command-[ は Safari の戻る（1 つのアプリのショートカット）、Option-Command-D は Dock のもの（システムが受け取ります）です。",
                "unrelated-shift-variant.notes.related-to-the-apps-own": "ベースにあるアプリ自身のコマンドと関連しています。そこにある標準の行（太字）は数えません。",
                "unrelated-shift-variant.notes.a-word-with-un-undoes": "un- の付いた語は元の語を取り消します（LaTeXiT の Comment と Uncomment）。",
                "unrelated-shift-variant.notes.a-noun-in-ment-names": "-ment の名詞はその動詞の行為を表します：No Alignment は Align Center と同じく align の仲間です（LaTeXiT）。",
                "unrelated-shift-variant.notes.two-numbered-lists-side-by": "並んだ 2 つの番号付きのリスト：数字はそれぞれのリストでの位置です。",
                "unrelated-shift-variant.notes.no-base-italic-and-underline": "ベースなし：イタリックと下線はテキストのアプリのコマンドで、このアプリは Command-I にも Command-U にも何も置いていません（取り消すの Command-Z ならベースになります。すべてのアプリにあるからです）。",
                "unrelated-shift-variant.notes.one-word-items-of-one": "1 つのサブメニューの 1 語の項目は、1 つの設定のオプションです。サブメニューのタイトルがそれぞれを補います（Cog の Repeat › Toggle と Repeat › All）。",
                "unrelated-shift-variant.notes.an-alternate-item-alternate-yes": "代替項目（`alternate=\"YES\"`）は、AppKit の設計上、修飾キーを押している間の上の項目です。リーダーはその項目を補完するものとして記録します。",
                "two-character-key.summary": "Shift が 2 文字のキーの下段の文字と一緒に書かれている（Shift-Command-/）か、上段の文字と一緒に書かれています（Shift-Command-?）。",
                "two-character-key.rationale": "メニューは 2 文字の記号キーを、ショートカットが生み出す文字で示します。Shift がある場合は上段の文字なので、ヘルプは Shift-Command-/ ではなく Command-? です。上段の文字と一緒に Shift を書くと、Shift を 2 回示すことになります。キーの組み合わせ自体は問題ないので、このルールは標準のものも含め、すべてのエントリを判断します。修正は表記を保ったまま、キーの文字列だけを書き換えます。数字はここでは 2 文字のキーではありません：HIG は Shift-Command-3 と書きます。",
                "two-character-key.guideline.quote": "Shift がショートカットの一部でない限り、2 文字のキーは小文字で識別します。 たとえば、ステータスバーを非表示にするためのキーボードショートカットは、Command-スラッシュ (/) です。Shift キーがキーボード ショートカットの一部である場合は、2 つの文字の上位を使用してキーを識別します。たとえば、ヘルプのキーボードショートカットは、Shift-Command-スラッシュ ではなく、Command-疑問符 (?) です。",
                "two-character-key.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "two-character-key.guideline.section": "カスタムキーボードショートカット",
                "two-character-key.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "two-character-key.notes.digits-keep-their-lower-character": "数字は下段の文字のままです。",
                "layout-dependent-key.summary": "Command 以外の修飾キーが数字または記号のキーと組み合わされています。すべてのキーボードレイアウトでそのように押せるとは限りません。",
                "layout-dependent-key.rationale": "多くのレイアウトでは、数字や記号を入力するのに Shift や Option が必要です（フランス語のキーボードでは数字は Shift で入力し、Option-5 は「{{」を入力します）。このため、そうしたキーの組み合わせは、一部のユーザーにとって押せないか、別の意味になります。これらのキーに Command だけを使うのは安全で、アルファベット文字はどの修飾キーとでも安全です。矢印キー、ファンクションキー、Space、Tab、Return、Esc、Delete はどこにでもあります。数字に Option または Option-Shift だけを組み合わせると文字が入力されるので option-types-character のもので、Control は control-modifier のものです。",
                "layout-dependent-key.guideline.quote": "Command キーを修飾子として使用することは通常安全ですが、すべてのキーボードで使用できない文字で追加の修飾子を使用することは避けてください。コマンド以外の修飾子を使用しなければならない場合は、アルファベット文字のみを使用することをお勧めします。",
                "layout-dependent-key.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "layout-dependent-key.guideline.section": "カスタムキーボードショートカット",
                "layout-dependent-key.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "layout-dependent-key.notes.double-quote-is-shifted-apostrophe": "\" は ' のキーに Shift を加えたものです。",
                "globe-modifier.summary": "カスタムショートカットが Globe（fn）キーを使っています。システムはこのキーを自身のショートカットのために取っておいています。",
                "globe-modifier.rationale": "Globe のショートカットはシステムのものです：Mac では Globe-F はフルスクリーンにし、Globe-E は絵文字と記号を表示し、Globe-Control と矢印キーはウインドウをタイル表示します（macOS 15）。iPad では Globe-H はホームに戻り、Globe と矢印キーはアプリを切り替えます（`shortcut-lint reserved 🌐` で一覧できます）。Globe キーのないキーボードも多く、AppKit は矢印キーとファンクションキーに自らファンクションのフラグを付けるため、アプリはこれを修飾キーとして当てにできません。システムがアプリのメニューに加える標準の項目（Globe-F のフルスクリーンにする）はカスタムではないので報告されません。そのキーの組み合わせを説明するほかのルールがある場合は、そちらが報告します。",
                "globe-modifier.notes.the-systems-own-item-declared": "本来のアクションに宣言したシステム自身の項目は、カスタムショートカットではありません。",
                "missing-modifier.summary": "カスタムショートカットに修飾キーがありません（Esc を除く）。修飾キーのない文字キーは WCAG 2.1.4 も満たしません。",
                "missing-modifier.rationale": "ショートカットは主キーと修飾キーの組み合わせです。キャンセルのキーである Esc が HIG の唯一の例外です。修飾キーのない文字、数字、記号のキーは、テキストフィールドの外で入力するたびに実行され、音声入力のユーザーは誤って実行してしまいます。WCAG 2.1.4（文字キーのショートカット）は修飾キーを求めています。修飾キーのないファンクションキーは情報として報告されます。何も入力しませんが、Mac のキーボードでは fn キーを押さない限り画面の明るさや音量の操作が送られます。修飾キーのない Tab と矢印キーは navigation-key のもので（`when` スコープの中では問題ありません）、修飾キーのない F8〜F12 は system-reserved のものです。判断するのはシーケンスの 1 打目だけです。Command-K の後では、修飾キーのない S はシーケンスを完成させ、何も入力しません。ウインドウに表示されるボタンの Return（コードから読んだもの：`commands` の外の SwiftUI のボタン）は、プラットフォームが定義するとおり、そのウインドウのデフォルトボタンです：SwiftUI の `.keyboardShortcut(.defaultAction)` は「Return（↩）キーで修飾キーなしの、デフォルトボタンの標準のキーボードショートカット」（SwiftUI › KeyboardShortcut › defaultAction）で、AppKit はデフォルトボタンを「ユーザーが Return キーを押してボタンのアクションを実行できることを示す」ように描きます（AppKit › NSButton.BezelStyle › rounded）。`.cancelAction` は HIG の例外である Esc です。どちらも報告されません。メニュー項目の Return は報告されます。ゲームのキーバインディング（`kind: game`、またはゲームのターゲット：メニューの外のエントリ）は 1 つのキーでもかまいません。ゲームのメニューコマンドは検査されます。独立したメニュー（コンテキストメニュー、ステータス項目や Dock のメニュー、コードが表示するポップアップメニュー：`when: menu.…`）の項目も報告されません。AppKit はメニューのキーボードショートカットをメインメニューでだけ探すので、そのキーはメニューが開いている間だけ働き、入力中には働きません。",
                "missing-modifier.guideline.quote": "ほとんどのキーボードショートカットは、1 つの主キーと 1 つ以上の修飾キー (Command、Shift、Control、および Option) の組み合わせで構成されています。まれな例外は Esc (エスケープ) キーで、これは、人々はさまざまなコンテキストでキャンセルアクションを呼び出すためのショートカットとして使用できます。",
                "missing-modifier.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "missing-modifier.guideline.section": "キーボードショートカット",
                "missing-modifier.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "missing-modifier.notes.also-fails-wcag-2-1": "WCAG 2.1.4 も満たしません。",
                "missing-modifier.notes.a-games-menu-commands-follow": "ゲームのメニューコマンドは、どのアプリとも同じルールに従います。",
                "missing-modifier.notes.reported-as-info": "情報として報告されます。",
                "missing-modifier.notes.a-menu-command-on-return": "Return のメニューコマンドはデフォルトボタンではありません。",
                "missing-modifier.notes.return-and-esc-for-a": "SwiftUI の定義どおり、ダイアログのデフォルトボタンとキャンセルボタンの Return と Esc。",
                "missing-modifier.notes.the-second-stroke-of-a": "シーケンスの 2 打目には修飾キーは要りません。",
                "missing-modifier.notes.a-games-key-bindings-often": "ゲームのキーバインディングは多くの場合 1 つのキーで構成されます（キーボード、2025 年 6 月の改訂）。",
                "missing-modifier.notes.a-menu-of-its-own": "独立したメニュー（コンテキストメニュー、コードが表示するポップアップメニュー）。そのキーはメニューが開いている間だけ働き、入力中には働きません。",
                "navigation-key.summary": "`when` に限定されていないショートカットで、Command のない Tab、Shift-Tab、矢印キーを使っています。これらのキーは焦点を移動します。",
                "navigation-key.rationale": "フルキーボードアクセス（iOS、iPadOS、macOS、visionOS）とキーボードナビゲーションでは、Tab は焦点のグループ間で焦点を移動し、矢印キーはグループ内で焦点を移動します（ヒューマンインターフェイスガイドライン › キーボード › iPad でのキーボードナビゲーション）。これらをアプリ全体で奪うショートカットは、キーボードに頼る人々のナビゲーションを壊します。矢印キーで選択を動かすキャンバスのような `when` スコープの中では、そのビューがキーを持つので何も報告されません。このルールは、修飾キーの有無にかかわらず、Command のない Tab と矢印キーのキーの組み合わせを扱います。カスタムのキーの組み合わせの修飾キーについてのルールの中で最初に来て、ほかのルールはこのルールに任せます。予約テーブルにあるキーの組み合わせ（Control-Tab、Shift と矢印キー）は、テーブルのルールのものです。ゲームのキーバインディング（`kind: game`、メニューの外のエントリ）は、キャラクターを動かす矢印キーのように、ゲーム自身のものです。",
                "navigation-key.later-revision": "フルキーボードアクセスは「iOS、iPadOS、macOS、visionOS で利用可能」なので、これらのキーはどのプラットフォームでも使われます。また、{gameKeyBindings}",
                "navigation-key.guideline.quote": "人々が Tab キーを押し続けると、焦点のグループが読み上げ順 (先頭から末尾に、上から下に。)に移動します。",
                "navigation-key.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "navigation-key.guideline.section": "iPad でのキーボードナビゲーション",
                "navigation-key.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "navigation-key.notes.confined-to-a-view": "ビューに限定されています。",
                "navigation-key.notes.a-games-key-binding": "ゲームのキーバインディング。",
                "too-many-custom.summary": "マニフェストが `max` 個を超えるカスタムショートカットを宣言しています。",
                "too-many-custom.rationale": "アプリ固有のショートカットは、1 つごとに覚えることが 1 つ、iPad のショートカットインターフェイスの行が 1 つ、システムのショートカットと競合する機会が 1 つ増えます。本来のアクションに宣言した標準のショートカット（コピー、保存、検索）は数えません。転用した標準のキーの組み合わせを含め、カスタムのものは数えます。マニフェストの `shortcuts` キーで一度だけ報告されます。",
                "too-many-custom.guideline.quote": "あなたのアプリで最も一般的なアクションのみのカスタムキーボードショートカットを定義して下さい。 人々は、頻繁に実行するアプリ固有のアクションにキーボードショートカットを使用することを高く評価しますが、新しいショートカットを定義しすぎると、あなたのアプリの習得が難しくなり、iPadOS アプリのショートカットインターフェイスが乱雑になる可能性があります。",
                "too-many-custom.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "too-many-custom.guideline.section": "キーボードショートカット",
                "too-many-custom.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "too-many-custom.options.max": "マニフェストが宣言してよいカスタムショートカットの最大数。",
                "too-many-custom.notes.51-custom-shortcuts-one-per": "51 個のカスタムショートカット（パレットのスコープごとに 1 つ）。",
                "discoverability-title.summary": "iPadOS と visionOS で、サブメニューの項目のタイトルにサブメニューのコンテキストがなく、`discoverabilityTitle` もありません。",
                "discoverability-title.rationale": "iPad のショートカットインターフェイス（人々が Command を押している間に表示されます）は、各メニューの項目をサブメニューのタイトルなしで平らに一覧表示するため、表示 > 並べ替え の「名前」は単に「名前」と読まれます。コンテキストを含む `discoverabilityTitle`（UIKeyCommand の discoverabilityTitle）を項目に与えるか、タイトルにコンテキストを含めてください。タイトルがサブメニューのタイトルと重要な語を共有するとき、タイトルはコンテキストを含むと見なされ（並べ替え の下の「名前で並べ替え」、日本語ではスペースなしで読む ブックマークの並べ替え の下の ブックマークを名前で並べ替える）、提案するタイトルは、サブメニューの語を繰り返さずに両者をつなぎます。検査するのは iPadOS か visionOS に当てはまるエントリだけです。Apple Vision Pro も同じショートカットインターフェイスを表示します。コードでは、メニューのパスはリーダーが見つけたものです：`commands` の中の SwiftUI の `Menu(\"Sort By\")`、`buildMenu(with:)` がメニューバーに置く UIKit の `UIMenu(title: \"Sort By\", children: […])`。UIKit のキーコマンドは `discoverabilityTitle:` を指定できますが、SwiftUI のボタンはタイトルだけです。タイトルを繰り返すだけの `discoverabilityTitle` はコンテキストを含みません。標準のコマンド（フォント › 太字、検索 › 選択部分へジャンプ）は報告しません。HIG が問題にするのはサブメニューなしでは意味をなさないタイトルであり、標準のコマンドのタイトルはそれだけで意味が通じるからです。",
                "discoverability-title.later-revision": "visionOS も：「visionOS では、アプリのキーボードショートカットは、接続されたキーボードで人々が Command キーを押したときに表示されるショートカットインターフェイスに表示されます」、そして「わかりやすいショートカットのタイトルを書きます」（2023 年 6 月 21 日の改訂から）",
                "discoverability-title.guideline.quote": "あなたの iPadOS アプリで利用可能なアクションを人々が見つけられるようにします。 iPad のショートカットインターフェイスには、各カテゴリのすべてのアイテムのフラットなリストが表示されるため、サブメニュータイトルを使用して子アイテムのコンテキストを提供することはできません。",
                "discoverability-title.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "discoverability-title.guideline.section": "iPadOS",
                "discoverability-title.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "discoverability-title.notes.japanese-titles-are-joined-without": "日本語のタイトルはスペースなしでつなぎます。",
                "discoverability-title.notes.a-uikit-key-command-in": "メニュービルダーが表示メニューに置くサブメニューの UIKit のキーコマンド。",
                "discoverability-title.notes.visionos-lists-shortcuts-the-same": "visionOS も同じようにショートカットを一覧表示します。",
                "discoverability-title.notes.a-discoverability-title-that-only-repeats": "タイトルを繰り返すだけの discoverability title：一覧にはやはり「Name」としか表示されません。",
                "discoverability-title.notes.a-standard-commands-title-makes-sense": "標準のコマンドのタイトルはそれだけで意味が通じます：「太字」に「フォント」は要らず、「選択部分へジャンプ」に「検索」は要りません。",
                "discoverability-title.notes.the-mac-menu-bar-shows": "Mac のメニューバーはサブメニューを表示します。",
                "discoverability-title.notes.the-higs-own-example-in": "日本語での HIG 自身の例：タイトルがサブメニューのコンテキストを示しています。",
                "discoverability-title.notes.a-uikit-key-command-whose": "discoverability title がサブメニューのコンテキストを含む UIKit のキーコマンド。",
                "shortcut-only-action.summary": "エントリに `menu` がないため、ショートカットが唯一の入り口です：画面上のコントロールが同じことをしないかぎり、ショートカットが唯一の入り口です。リンターには画面が見えないので情報です。",
                "shortcut-only-action.rationale": "仮想キーボードにはショートカットがないため（ヒューマンインターフェイスガイドライン › 仮想キーボード）、ハードウェアキーボードのない iPhone、iPad、Apple Vision Pro、Apple TV では、ショートカットでしか実行できないアクションにはまったく到達できません。タイトルも discoverability title もないキーコマンドは、iPad のショートカットインターフェイスにも表示されません。このインターフェイスはコマンドを discoverability title で、なければタイトルで一覧表示するからです（UIKit › UIKeyCommand › discoverabilityTitle）。Mac では人々はメニューバーでショートカットを見つけるので、メニュー項目がないとショートカットは見つけにくくなります。エントリが当てはまるプラットフォームが macOS だけの場合は情報として報告されます。ほかのプラットフォームでも情報で、何に左右されるかを述べます。キーコマンドはたいてい画面上のボタンやジェスチャと同じことをしますが（UIKit のレスポンダの `keyCommands` はとくにそうです）、リンターには画面が見えないので、アクションに到達できないとは言えません。そのようなコントロールのあるマニフェストのエントリは `visibleControl: true` でそれを示し、指摘されません。すべてのコマンドをメニューに置くチームは、このルールを `severity: warning` に上げられます。メニューを指定してください（`menu: Edit`、サブメニューなら `View > Sort By`）。コードでは、コマンドをアプリのメニューに追加してください（SwiftUI の `commands`、UIKit の `buildMenu(with:)`）。リーダーはそこからメニューのパスを取ります。UIKit のレスポンダの `keyCommands` にはメニューのパスがありません。ウインドウに表示される SwiftUI のボタンから読んだショートカットは報告されません。ボタンがもう 1 つの入り口だからです。ファイルが一度も適用しない `KeyboardShortcut` の定数も報告されません。それが属するコントロールとそのメニューは別のファイルにあります。ゲームのキーバインディング（`kind: game`、またはゲームのターゲット）も報告されません。それらはゲーム自身のコントロールと並んでおり、キーボードがなくてもそのコントロールで操作できるからです（ゲームコントロール：「プラットフォームのデフォルトの操作方法をサポートする」）。",
                "shortcut-only-action.guideline.quote": "実際のキーボードが利用できる場合、人々は多くの場合、マウスやトラックパッドを使用してメニューをナビゲートしたりボタンをクリックしたりせずにアクションを開始するための効率的な方法を提供する キーボードショートカット に依存します。",
                "shortcut-only-action.guideline.source": "ヒューマンインターフェイスガイドライン",
                "shortcut-only-action.guideline.section": "キーボード",
                "shortcut-only-action.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "shortcut-only-action.notes.macos-only-info": "macOS だけ：情報。",
                "shortcut-only-action.notes.the-same-command-in-the": "アプリのメニューにある同じコマンド：リーダーはそのメニューのパス Format を取ります。",
                "shortcut-only-action.notes.a-uikit-key-command-with": "メニューも discoverability title もない UIKit のキーコマンド：同じことをするコントロールがあるかは画面にしかわからないので情報です。一覧にも表示されません。",
                "shortcut-only-action.notes.a-games-key-binding-beside": "ゲーム自身のコントロールと並ぶ、ゲームのキーバインディング。",
                "unsupported-platform.summary": "マニフェストまたはエントリが、キーボードショートカットのない watchOS を宣言しています。",
                "unsupported-platform.rationale": "Apple Watch にはキーボードがなく、HIG はキーボードを watchOS ではサポートされていないとしているため、そこで宣言したショートカットは決して押せません。watchOS を書いた箇所はそれぞれ報告されます：マニフェストの `platforms` と、各エントリのもの。shortcut-lint の知らないプラットフォーム名は、その位置でのマニフェストのエラー（invalid-manifest）です。",
                "unsupported-platform.guideline.quote": "iOS、macOS、または tvOS に関する追加の考慮事項はありません。watchOS ではサポートされていません。",
                "unsupported-platform.guideline.source": "ヒューマンインターフェイスガイドライン › キーボード",
                "unsupported-platform.guideline.section": "プラットフォームの考慮事項",
                "unsupported-platform.guideline.url": "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards",
                "unused-suppression.summary": "`allow` の項目または `# shortcut-lint: allow` コメントが何も抑制していません。",
                "unused-suppression.rationale": "抑制は、書かれた目的の問題より長く残ります。ショートカットが変わると、そのエントリの次の、関係のない指摘を隠そうと黙って待ち続けます。何も隠していない抑制を報告することで、どの抑制も意図したものに保てます。綴りを誤ったルールの id、抑制できないルール、どのエントリにも付いていないコメントも見つけます。設定でオフにしたルールの抑制は報告されません。",
                "unused-suppression.notes.the-modifiers-are-already-in": "修飾キーはすでに正しい順序なので、何も抑制されません：",
                "unused-suppression.notes.a-misspelt-rule-id-suppresses": "綴りを誤ったルールの id は何も抑制しません：",
                "report.try": "（候補：{chords}）",
                "report.summary": "エラー {errors} 件、警告 {warnings} 件、注記 {notes} 件（{files} ファイル、ショートカット {shortcuts} 個）",
                "report.count.errors": "エラー {count} 件",
                "report.count.warnings": "警告 {count} 件",
                "report.count.notes": "注記 {count} 件",
                "report.list-separator": "、",
                "report.github.not-annotated": "さらに {total} 件の指摘を注釈にしていません（{counts}）。GitHub が表示する注釈は、ステップごとに各レベル {limit} 件までです。これらの指摘はこのステップの上のログにあります。プルリクエストですべての指摘を見るには、--format sarif をコードスキャンにアップロードしてください。",
                "report.github.title": "{tool}：ほかの指摘",
                "report.sarif.baseline": "ベースラインファイル（--baseline）に記録されています。",
                "report.sarif.other-entry-titled-with-id": "もう一方のエントリ：「{title}」（id {id}）。",
                "report.sarif.other-entry-titled": "もう一方のエントリ：「{title}」。",
                "report.sarif.other-entry-with-id": "もう一方のエントリ（id {id}）。",
                "report.sarif.other-entry": "もう一方のエントリ。",
                "report.sarif.left-out": "さらに {omitted} 件の結果を省きました。GitHub のコードスキャンは {limit} 件を超える結果を含む実行を受け付けません。重大度の高いものを残しています。JSON レポートにはすべてあります。",
                "cli.headings.overview": "概要:",
                "cli.headings.usage": "使い方:",
                "cli.headings.arguments": "引数:",
                "cli.headings.options": "オプション:",
                "cli.headings.subcommands": "サブコマンド:",
                "cli.main.overview": "アプリのキーボードショートカットを Apple のヒューマンインターフェイスガイドラインに照らして検査します。",
                "cli.main.description": "shortcut-lint は、ショートカットのマニフェスト（JSON または YAML）、Interface Builder のメニュー、Swift または\nObjective-C のソースを読み、競合、システムに予約されたショートカットと転用された標準のショートカット、\n修飾キーの順序の誤り、そのほかの HIG のルールを報告します。",
                "cli.main.path": "検査するファイルまたはフォルダ（既定：現在のフォルダ）。'-' は標準入力を読みます。",
                "cli.main.default": "（既定）",
                "cli.main.see-help": "詳しいヘルプは 'shortcut-lint help <subcommand>' を参照してください。",
                "cli.rules.rule": "ルール",
                "cli.rules.severity": "重大度",
                "cli.rules.enabled": "有効",
                "cli.rules.fixable": "修正",
                "cli.rules.summary": "概要",
                "cli.rules.configuration": "設定：{path}",
                "cli.rules.no-configuration": "なし（既定値）",
                "cli.rules.abstract": "ルールを一覧表示します：id、既定の重大度、有効かどうか、修正可能かどうか、概要。",
                "cli.options.fix.fix": "マニフェストの機械的に直せるもの（modifier-order、two-character-key）を、直す文字だけを変えてその場で書き換え、残りを報告します。Interface Builder とソースのファイルは書き換えません。",
                "cli.options.fix.dry-run": "--fix と一緒に：修正を書き込む代わりに unified diff を表示します（json、sarif、junit、checkstyle のレポートが標準出力を使う場合は標準エラーに）。",
                "cli.options.baseline.baseline": "FILE に記録された指摘（--write-baseline を参照）を隠し、新しい指摘だけを報告します。",
                "cli.options.baseline.write-baseline": "この実行の指摘を FILE に記録します。すべてを直す前にリンターを導入するためです。",
                "cli.options.input.config": "上のフォルダにある最も近い .shortcut-lint.yml（.yaml、.json）の代わりに、この設定を使います。",
                "cli.options.input.force-exclude": "コマンドラインで指定したファイルにも、設定の 'include' と 'exclude' のパターンを当てはめます。",
                "cli.options.input.stdin-filename": "レポートが標準入力（'-'）に付ける名前。拡張子で形式が、フォルダで設定が決まります。",
                "cli.options.check.reserved": "予約済みまたは標準のショートカットのハウステーブルを追加します（Resources/reserved.json と同じ形式。既存の id は置き換えられます）。繰り返し指定できます。",
                "cli.options.check.platform": "各ファイルが宣言するプラットフォームの代わりに、このプラットフォーム（macOS、iOS、iPadOS、visionOS、tvOS）で検査します。自身のプラットフォームがすべてほかのものであるエントリは検査しません。繰り返し指定できます。",
                "cli.options.check.platform-version": "プラットフォームのこのリリースに対して検査します。例：macOS=10.14、iPadOS=18。ほかのリリースの予約済みの行は照合しません（F12 の Dashboard は macOS 10.14 以前）。そのプラットフォームについて設定の platformVersions より優先されます。既定：現在のリリース。プラットフォームごとに 1 回、繰り返し指定できます。",
                "cli.options.listing.format": "出力形式：text（既定）または json。",
                "cli.options.report.format": "レポートの形式：text（既定）、json、sarif、github、junit、checkstyle。FORMAT:FILE はそのレポートを FILE に書き込みます。繰り返して 1 回の実行で複数のレポートを書き込めます（標準出力へは 1 つまで）。",
                "cli.options.report.output": "レポートを標準出力の代わりに FILE に（アトミックに）書き込みます。",
                "cli.options.report.strict": "警告でも失敗します（終了コード 1）。",
                "cli.options.report.max-warnings": "警告が N 個を超えると失敗します（終了コード 1）。",
                "cli.options.report.quiet": "エラーだけを報告します（text と github の形式）。",
                "cli.options.report.color": "標準出力が端末でなくても（CI のログ）、NO_COLOR の指定にかかわらず、テキストのレポートに色を付けます。",
                "cli.options.report.no-color": "テキストの出力に色を付けません（環境変数 NO_COLOR でも同じ）。",
                "cli.options.extract.output": "マニフェストを標準出力の代わりに PATH に書き込みます（アトミックに。実行が読むファイルを上書きすることはありません）。フォルダ（既存のもの、または '/' で終わる PATH）には、アプリごとに <app>.shortcuts.yml を 1 つ書き込みます。",
                "cli.options.reserved.platform": "このプラットフォームに当てはまる行だけ（繰り返し指定できます）。",
                "cli.options.explain.all": "すべてのルールを表示します（docs/rules.md の一覧）。",
                "cli.options.common.help": "ヘルプを表示します。",
                "cli.options.common.version": "バージョンを表示します。",
                "cli.options.common.lang": "指摘、レポート、ヘルプの言語：{languages}。既定：LC_ALL、LC_MESSAGES、LANG のうち最初に設定されているものが示す言語、なければ英語。",
                "cli.explain.abstract": "ルールを説明します：理由、そのルールが守らせる HIG の文、オプション、例。",
                "cli.explain.arguments.rule": "ルールの id（'shortcut-lint rules' が一覧表示するもの）。",
                "cli.extract.abstract": "Interface Builder のファイル、ソース、マニフェストで見つかったショートカットの YAML マニフェストを書き出します。",
                "cli.extract.arguments.path": "ファイルまたはフォルダ。'lint' と同じように見つけて読みます。'-' は標準入力を読みます。既定：現在のフォルダ。",
                "cli.extract.discussion": "アプリごとに 1 つのマニフェスト：1 つの Xcode プロジェクトまたは Swift パッケージのターゲットのファイル、または\n1 つのアプリを名乗るファイル。複数のアプリは YAML のストリーム（'---' で区切った文書）として標準出力または\n1 つのファイルに出ます。lint はそれを文書ごとに読みます。-o DIR/ はアプリごとに 1 つのファイルを書きます。\n各エントリの上のコメントが、取り出したファイルと行を示します。実行時に計算されるショートカットは最後に一覧されます。\n\n終了コード：\n  0  マニフェストを書き込みました\n  1  解析できないファイルがあります（エラー以降のショートカットは欠けています。エラーは標準エラーに出ます）\n  2  ツールが仕事をできませんでした：誤った引数、ないか読めないファイル、不正な設定、\n     書き込めないか入力を上書きしてしまう出力\n\n例：\n  shortcut-lint extract .                               # プロジェクトのショートカットを標準出力に\n  shortcut-lint extract -o Scribe.shortcuts.yml Scribe  # 検査や見直しのためのマニフェストに\n  shortcut-lint extract -o Shortcuts/ .                 # アプリごとに 1 つのマニフェスト",
                "cli.lint.abstract": "ショートカットのマニフェスト、Interface Builder のメニュー、Swift または Objective-C のソースを検査します（既定のサブコマンド）。",
                "cli.lint.arguments.path": "検査するファイル、アプリ（テストではなく）のマニフェスト（shortcuts.json、*.shortcuts.json、*.shortcuts.yml、*.shortcuts.yaml）、Interface Builder のファイル（*.xib、*.storyboard、*.nib/designable.nib）、ソース（*.swift、*.m、*.mm）を探すフォルダ、またはビルドするものを検査するプロジェクト（*.xcodeproj、*.xcworkspace、Package.swift）。'-' は標準入力を読みます。既定：現在のフォルダ。",
                "cli.lint.discussion": "終了コード：\n  0  エラーの指摘がありません（--strict でない限り、警告は --max-warnings 以内）\n  1  エラーの指摘があります（解析できないファイルを含む）\n  2  ツールが仕事をできませんでした：誤った引数、ないか読めないファイル、不正な設定、\n     書き込めなかったレポート\n\n例：\n  shortcut-lint lint Examples/Scribe/Scribe.shortcuts.yml\n  shortcut-lint --format json . | python3 -m json.tool\n  shortcut-lint --format text --format sarif:results.sarif --format junit:junit.xml .\n  shortcut-lint --fix --dry-run .            # 機械的な修正を diff で表示\n  shortcut-lint --write-baseline .shortcut-lint-baseline.json .   # 既存のアプリに導入\n  cat app.shortcuts.yml | shortcut-lint --stdin-filename app.shortcuts.yml -",
                "cli.reserved.abstract": "予約済みと標準のショートカット（HIG の ● と、システムがそれぞれで行うこと）、またはキーの組み合わせを使うもの（\"⇧⌘3\"）を表示します。",
                "cli.reserved.arguments.chord": "任意の表記のキーの組み合わせ：Shift-Command-3、⇧⌘3、cmd+shift+3。",
                "cli.schema.abstract": "マニフェストの JSON Schema（draft 2020-12）を表示します。",
                "cli.schema.discussion": "エディタに指定すると、入力中に補完と検査ができます。例：JSON のマニフェストでは\n\"$schema\": \"./manifest.schema.json\"、YAML では yaml-language-server のコメント。",
                "cli.skipped.heading": "アプリの一部ではないため検査しませんでした（検査するには、ファイルまたはプロジェクトをコマンドラインで指定してください）：",
                "cli.skipped.line": "  {reason}：{names}",
                "cli.skipped.test-code": "テストターゲットのファイル {count} 個",
                "cli.skipped.not-built": "外側のプロジェクトがビルドしないターゲットのファイル {count} 個",
                "cli.skipped.other-app": "どの外側のプロジェクトもビルドしないアプリ（同梱されたデモやサンプル）のファイル {count} 個",
                "cli.skipped.tool-copy": "翻訳ツールのコピー {count} 個",
                "cli.skipped.not-a-manifest": "マニフェストではない JSON ファイル {count} 個",
                "cli.skipped.name": "「{name}」",
                "cli.skipped.not-built-name": "「{target}」（「{project}」、「{outer}」の中）",
                "cli.skipped.other-app-name": "「{target}」（「{project}」）",
                "cli.skipped.separator": "、",
                "cli.skipped.and-more": "{names} ほか {count} 個",
                "cli.skipped.tests-hint": "  （`.shortcut-lint.yml` に `tests: true` と書くとテストコードも検査します）",
                "language-names.ar": "アラビア語",
                "language-names.bg": "ブルガリア語",
                "language-names.ca": "カタロニア語",
                "language-names.cs": "チェコ語",
                "language-names.da": "デンマーク語",
                "language-names.de": "ドイツ語",
                "language-names.el": "ギリシャ語",
                "language-names.en": "英語",
                "language-names.en-AU": "英語（オーストラリア）",
                "language-names.en-GB": "英語（イギリス）",
                "language-names.es": "スペイン語",
                "language-names.es-419": "スペイン語（ラテンアメリカ）",
                "language-names.es-MX": "スペイン語（メキシコ）",
                "language-names.et": "エストニア語",
                "language-names.eu": "バスク語",
                "language-names.fa": "ペルシア語",
                "language-names.fi": "フィンランド語",
                "language-names.fr": "フランス語",
                "language-names.fr-CA": "フランス語（カナダ）",
                "language-names.gl": "ガリシア語",
                "language-names.he": "ヘブライ語",
                "language-names.hi": "ヒンディー語",
                "language-names.hr": "クロアチア語",
                "language-names.hu": "ハンガリー語",
                "language-names.id": "インドネシア語",
                "language-names.is": "アイスランド語",
                "language-names.it": "イタリア語",
                "language-names.ja": "日本語",
                "language-names.kk": "カザフ語",
                "language-names.ko": "韓国語",
                "language-names.lt": "リトアニア語",
                "language-names.lv": "ラトビア語",
                "language-names.ms": "マレー語",
                "language-names.nb": "ノルウェー語（ブークモール）",
                "language-names.nl": "オランダ語",
                "language-names.nn": "ノルウェー語（ニーノシュク）",
                "language-names.no": "ノルウェー語",
                "language-names.pl": "ポーランド語",
                "language-names.pt": "ポルトガル語",
                "language-names.pt-BR": "ポルトガル語（ブラジル）",
                "language-names.pt-PT": "ポルトガル語（ポルトガル）",
                "language-names.ro": "ルーマニア語",
                "language-names.ru": "ロシア語",
                "language-names.sk": "スロバキア語",
                "language-names.sl": "スロベニア語",
                "language-names.sr": "セルビア語",
                "language-names.sv": "スウェーデン語",
                "language-names.th": "タイ語",
                "language-names.tr": "トルコ語",
                "language-names.uk": "ウクライナ語",
                "language-names.vi": "ベトナム語",
                "language-names.zh": "中国語",
                "language-names.zh-CN": "中国語（簡体字）",
                "language-names.zh-HK": "中国語（繁体字、香港）",
                "language-names.zh-Hans": "中国語（簡体字）",
                "language-names.zh-Hant": "中国語（繁体字）",
                "language-names.zh-TW": "中国語（繁体字）",
                "data.reserved.apple-reserved-shift-command-space.condition": "Apple が予約しています。何をするかはシステムの言語と入力方法によって異なります",
                "data.reserved.special-characters.title": "絵文字と記号",
                "data.reserved.focus-previous-control.behavior": "キーボードの焦点を前のコントロールに移動する",
                "data.reserved.focus-next-control-group.behavior": "キーボードの焦点を次のコントロールのグループに移動し、タブ付きのウインドウでは次のタブを表示する",
                "data.reserved.focus-previous-control-group.behavior": "キーボードの焦点を前のコントロールのグループに移動し、タブ付きのウインドウでは前のタブを表示する",
                "data.reserved.apple-reserved-f8.condition": "Apple がこのキーを予約しています。Apple のキーボードでは、「F1、F2 などのキーを標準のファンクションキーとして使用」がオンでない限り、メディアやシステムの機能を送ります",
                "data.reserved.apple-reserved-f9.condition": "Apple がこのキーを予約しています。Apple のキーボードでは、「F1、F2 などのキーを標準のファンクションキーとして使用」がオンでない限り、メディアやシステムの機能を送ります",
                "data.reserved.apple-reserved-f10.condition": "Apple がこのキーを予約しています。Apple のキーボードでは、「F1、F2 などのキーを標準のファンクションキーとして使用」がオンでない限り、メディアやシステムの機能を送ります",
                "data.reserved.dashboard.condition": "Dashboard は macOS 10.15 Catalina で廃止されました",
                "data.reserved.decrease-size.behavior": "選択したテキストや項目を小さくする",
                "data.reserved.zoom-out.condition": "キーボードショートカット › アクセシビリティでズームのショートカットをオンにした場合のみ（初期状態ではオフ。ズームを使う人々がオンにします）",
                "data.reserved.zoom-in.condition": "キーボードショートカット › アクセシビリティでズームのショートカットをオンにした場合のみ（初期状態ではオフ。ズームを使う人々がオンにします）",
                "data.reserved.toggle-zoom.condition": "キーボードショートカット › アクセシビリティでズームのショートカットをオンにした場合のみ（初期状態ではオフ。ズームを使う人々がオンにします）",
                "data.reserved.decrease-contrast.condition": "キーボードショートカット › アクセシビリティでオンにした場合のみ（初期状態ではオフ。これらの視覚のショートカットを使う人々がオンにします）",
                "data.reserved.increase-contrast.condition": "キーボードショートカット › アクセシビリティでオンにした場合のみ（初期状態ではオフ。これらの視覚のショートカットを使う人々がオンにします）",
                "data.reserved.invert-colors.condition": "キーボードショートカット › アクセシビリティでオンにした場合のみ（初期状態ではオフ。これらの視覚のショートカットを使う人々がオンにします）",
                "data.reserved.toggle-font-smoothing.condition": "フォントスムージングのショートカットがあった macOS のリリースのみ：HIG には載っていますが、現在のシステム設定にはなく、なくなったリリースはわかっていません",
                "data.reserved.increase-size.behavior": "選択したテキストや項目を大きくする",
                "data.reserved.keyboard-layout-roman-script.behavior": "テキストで挿入ポイントを行の終わりに移動する",
                "data.reserved.keyboard-layout-roman-script.condition": "複数の文字体系の入力ソースがインストールされている場合のみ、ローマ字のキーボードレイアウトに切り替えます",
                "data.reserved.extend-selection-to-line-end.behavior": "テキストで選択範囲を行の終わりまで広げる",
                "data.reserved.extend-selection-right.behavior": "テキストで選択範囲を 1 文字右に広げる",
                "data.reserved.extend-selection-to-word-end.behavior": "テキストで選択範囲を単語の終わりまで広げる",
                "data.reserved.move-focus-in-view-right.behavior": "表などのビューで、キーボードの焦点を次の値やセルに移動する",
                "data.reserved.keyboard-layout-system-script.behavior": "テキストで挿入ポイントを行の先頭に移動する",
                "data.reserved.keyboard-layout-system-script.condition": "複数の文字体系の入力ソースがインストールされている場合のみ、システムの文字体系のキーボードレイアウトに切り替えます",
                "data.reserved.extend-selection-to-line-start.behavior": "テキストで選択範囲を行の先頭まで広げる",
                "data.reserved.extend-selection-left.behavior": "テキストで選択範囲を 1 文字左に広げる",
                "data.reserved.extend-selection-to-word-start.behavior": "テキストで選択範囲を単語の先頭まで広げる",
                "data.reserved.move-focus-in-view-left.behavior": "表などのビューで、キーボードの焦点を次の値やセルに移動する",
                "data.reserved.extend-selection-to-document-start.behavior": "テキストで選択範囲を書類の先頭まで広げる",
                "data.reserved.extend-selection-up.behavior": "テキストで選択範囲を上の行まで広げる",
                "data.reserved.extend-selection-to-paragraph-start.behavior": "テキストで選択範囲を段落の先頭まで広げる",
                "data.reserved.move-focus-in-view-up.behavior": "表などのビューで、キーボードの焦点を次の値やセルに移動する",
                "data.reserved.extend-selection-to-document-end.behavior": "テキストで選択範囲を書類の終わりまで広げる",
                "data.reserved.extend-selection-down.behavior": "テキストで選択範囲を下の行まで広げる",
                "data.reserved.extend-selection-to-paragraph-end.behavior": "テキストで選択範囲を段落の終わりまで広げる",
                "data.reserved.move-focus-in-view-down.behavior": "表などのビューで、キーボードの焦点を次の値やセルに移動する",
                "data.reserved.international-command-space-with-modifier.condition": "Apple が入力方法のために予約しています。何をするかはシステムの言語と入力方法によって異なります",
                "data.reserved.international-keyboard-layout-roman-script.behavior": "テキストで挿入ポイントを行の終わりに移動する",
                "data.reserved.international-keyboard-layout-roman-script.condition": "複数の文字体系の入力ソースがインストールされている場合のみ、ローマ字のキーボードレイアウトに切り替えます",
                "data.reserved.international-keyboard-layout-system-script.behavior": "テキストで挿入ポイントを行の先頭に移動する",
                "data.reserved.international-keyboard-layout-system-script.condition": "複数の文字体系の入力ソースがインストールされている場合のみ、システムの文字体系のキーボードレイアウトに切り替えます",
                "data.reserved.macos-globe-emoji-and-symbols.action": "文字ビューア（絵文字と記号）を表示します。",
                "data.reserved.macos-globe-emoji-and-symbols.title": "絵文字と記号",
                "data.reserved.macos-sleep-displays.action": "ディスプレイをスリープさせます（Touch ID のないキーボード）。",
                "data.reserved.macos-shut-down-dialog.action": "再起動／スリープ／システム終了のダイアログを表示します（Touch ID のないキーボード）。",
                "data.reserved.macos-force-restart.action": "コンピュータを強制的に再起動します。",
                "data.reserved.macos-quit-all-and-shut-down.action": "すべてのアプリを終了してから、システムを終了します。",
                "data.reserved.macos-sleep.action": "コンピュータをスリープさせます。",
                "data.reserved.macos-lock-screen.action": "画面をロックします。",
                "data.reserved.macos-screenshot-toolbar.action": "スクリーンショットと画面収録のツールバーを表示します。",
                "data.reserved.macos-screenshot-touch-bar-to-file.action": "Touch Bar のスクリーンショットをファイルに保存します。",
                "data.reserved.macos-screenshot-touch-bar-to-file.condition": "Touch Bar のある Mac のみ",
                "data.reserved.macos-screenshot-touch-bar-to-clipboard.action": "Touch Bar のスクリーンショットをクリップボードにコピーします。",
                "data.reserved.macos-screenshot-touch-bar-to-clipboard.condition": "Touch Bar のある Mac のみ",
                "data.reserved.macos-mission-control.action": "Mission Control を表示します。",
                "data.reserved.macos-application-windows.action": "アプリのウインドウを表示します（App Exposé）。",
                "data.reserved.macos-move-left-a-space.action": "左の操作スペースに移動します。",
                "data.reserved.macos-move-right-a-space.action": "右の操作スペースに移動します。",
                "data.reserved.macos-switch-to-desktop-1.action": "デスクトップ 1 に切り替えます。",
                "data.reserved.macos-switch-to-desktop-1.condition": "キーボードショートカット › Mission Control でオンにし（初期状態ではオフ）、そのデスクトップがある場合のみ",
                "data.reserved.macos-switch-to-desktop-2.action": "デスクトップ 2 に切り替えます。",
                "data.reserved.macos-switch-to-desktop-2.condition": "キーボードショートカット › Mission Control でオンにし（初期状態ではオフ）、そのデスクトップがある場合のみ",
                "data.reserved.macos-switch-to-desktop-3.action": "デスクトップ 3 に切り替えます。",
                "data.reserved.macos-switch-to-desktop-3.condition": "キーボードショートカット › Mission Control でオンにし（初期状態ではオフ）、そのデスクトップがある場合のみ",
                "data.reserved.macos-switch-to-desktop-4.action": "デスクトップ 4 に切り替えます。",
                "data.reserved.macos-switch-to-desktop-4.condition": "キーボードショートカット › Mission Control でオンにし（初期状態ではオフ）、そのデスクトップがある場合のみ",
                "data.reserved.macos-switch-to-desktop-5.action": "デスクトップ 5 に切り替えます。",
                "data.reserved.macos-switch-to-desktop-5.condition": "キーボードショートカット › Mission Control でオンにし（初期状態ではオフ）、そのデスクトップがある場合のみ",
                "data.reserved.macos-switch-to-desktop-6.action": "デスクトップ 6 に切り替えます。",
                "data.reserved.macos-switch-to-desktop-6.condition": "キーボードショートカット › Mission Control でオンにし（初期状態ではオフ）、そのデスクトップがある場合のみ",
                "data.reserved.macos-switch-to-desktop-7.action": "デスクトップ 7 に切り替えます。",
                "data.reserved.macos-switch-to-desktop-7.condition": "キーボードショートカット › Mission Control でオンにし（初期状態ではオフ）、そのデスクトップがある場合のみ",
                "data.reserved.macos-switch-to-desktop-8.action": "デスクトップ 8 に切り替えます。",
                "data.reserved.macos-switch-to-desktop-8.condition": "キーボードショートカット › Mission Control でオンにし（初期状態ではオフ）、そのデスクトップがある場合のみ",
                "data.reserved.macos-decrease-display-brightness.action": "ディスプレイを暗くします。",
                "data.reserved.macos-increase-display-brightness.action": "ディスプレイを明るくします。",
                "data.reserved.macos-quick-note.action": "クイックメモを表示します。",
                "data.reserved.macos-focus-status-menus.action": "焦点をステータスメニューに移動します。",
                "data.reserved.macos-show-contextual-menu.action": "コンテキストメニューを表示します。",
                "data.reserved.macos-show-contextual-menu.behavior": "焦点のある項目のコンテキストメニューを開く",
                "data.reserved.macos-accessibility-shortcuts.action": "アクセシビリティのコントロールを表示します。",
                "data.reserved.macos-toggle-zoom-image-smoothing.action": "ズームのイメージスムージングのオンとオフを切り替えます。",
                "data.reserved.macos-toggle-zoom-image-smoothing.condition": "キーボードショートカット › アクセシビリティでズームのショートカットをオンにした場合のみ（初期状態ではオフ。ズームを使う人々がオンにします）",
                "data.reserved.macos-globe-focus-dock.action": "焦点を Dock に移動します。",
                "data.reserved.macos-control-center.action": "コントロールセンターを開きます。",
                "data.reserved.macos-dictation.action": "音声入力を開始します。",
                "data.reserved.macos-globe-full-screen.action": "フルスクリーンのオンとオフを切り替えます。",
                "data.reserved.macos-globe-show-desktop.action": "ウインドウを隠してデスクトップを表示します。",
                "data.reserved.macos-globe-focus-apple-menu.action": "焦点をアップルメニューに移動します。",
                "data.reserved.macos-notification-center.action": "通知センターを表示します。",
                "data.reserved.macos-launchpad.action": "Launchpad を開きます。",
                "data.reserved.macos-sysdiagnose.action": "スタックショットを取得して sysdiagnose を実行します。",
                "data.reserved.macos-stackshot.action": "スタックショットを取得してシンボル化します。",
                "data.reserved.macos-open-displays-settings-down.action": "ディスプレイ設定を開きます（Option－明るさを下げるキー）。",
                "data.reserved.macos-open-displays-settings-down.condition": "F14 と F15 が明るさのキーであるキーボードのみ。そのキーボードでは、Option と明るさのキーでディスプレイ設定が開くと Apple が説明しています",
                "data.reserved.macos-open-displays-settings-up.action": "ディスプレイ設定を開きます（Option－明るさを上げるキー）。",
                "data.reserved.macos-open-displays-settings-up.condition": "F14 と F15 が明るさのキーであるキーボードのみ。そのキーボードでは、Option と明るさのキーでディスプレイ設定が開くと Apple が説明しています",
                "data.reserved.macos-external-display-brightness-down.action": "外部ディスプレイを暗くします（Control－明るさを下げるキー）。",
                "data.reserved.macos-external-display-brightness-down.condition": "F14 と F15 が明るさのキーであるキーボードで、外部ディスプレイが明るさの調整に対応している場合のみ",
                "data.reserved.macos-external-display-brightness-up.action": "外部ディスプレイを明るくします（Control－明るさを上げるキー）。",
                "data.reserved.macos-external-display-brightness-up.condition": "F14 と F15 が明るさのキーであるキーボードで、外部ディスプレイが明るさの調整に対応している場合のみ",
                "data.reserved.macos-window-fill.action": "ウインドウ：画面いっぱいに広げます。",
                "data.reserved.macos-window-fill.title": "画面いっぱいに広げる",
                "data.reserved.macos-window-center.action": "ウインドウ：中央に配置します。",
                "data.reserved.macos-window-center.title": "中央に配置",
                "data.reserved.macos-window-return-to-previous-size.action": "ウインドウ：前のサイズに戻します。",
                "data.reserved.macos-window-return-to-previous-size.title": "前のサイズに戻す",
                "data.reserved.macos-window-tile-left.action": "ウインドウ：画面の左半分に並べます。",
                "data.reserved.macos-window-tile-left.title": "左",
                "data.reserved.macos-window-tile-right.action": "ウインドウ：画面の右半分に並べます。",
                "data.reserved.macos-window-tile-right.title": "右",
                "data.reserved.macos-window-tile-top.action": "ウインドウ：画面の上半分に並べます。",
                "data.reserved.macos-window-tile-top.title": "上",
                "data.reserved.macos-window-tile-bottom.action": "ウインドウ：画面の下半分に並べます。",
                "data.reserved.macos-window-tile-bottom.title": "下",
                "data.reserved.macos-window-arrange-left-and-right.action": "ウインドウ：左右に並べます。",
                "data.reserved.macos-window-arrange-left-and-right.title": "左と右",
                "data.reserved.macos-window-arrange-right-and-left.action": "ウインドウ：右と左に並べます。",
                "data.reserved.macos-window-arrange-right-and-left.title": "右と左",
                "data.reserved.macos-window-arrange-top-and-bottom.action": "ウインドウ：上下に並べます。",
                "data.reserved.macos-window-arrange-top-and-bottom.title": "上と下",
                "data.reserved.macos-window-arrange-bottom-and-top.action": "ウインドウ：下と上に並べます。",
                "data.reserved.macos-window-arrange-bottom-and-top.title": "下と上",
                "data.reserved.services-search-man-page-index.action": "サービス：ターミナルで man ページの索引を検索します。",
                "data.reserved.services-open-man-page.action": "サービス：ターミナルで man ページを開きます。",
                "data.reserved.services-search-with-google.action": "サービス：Google で検索します。",
                "data.reserved.services-make-new-sticky-note.action": "サービス：新しいスティッキーズのメモを作成します。",
                "data.reserved.services-convert-to-traditional-chinese.action": "サービス：テキストを繁体字中国語に変換します。",
                "data.reserved.services-convert-to-simplified-chinese.action": "サービス：テキストを簡体字中国語に変換します。",
                "data.reserved.services-spotlight.action": "サービス：Spotlight で選択部分を検索します。",
                "data.reserved.services-send-file-to-bluetooth-device.action": "サービス：ファイルを Bluetooth デバイスに送ります。",
                "data.reserved.text-move-to-line-start.action": "行または段落の先頭に移動します。",
                "data.reserved.text-move-to-line-start.behavior": "テキストで挿入ポイントを行または段落の先頭に移動する",
                "data.reserved.text-move-to-line-end.action": "行または段落の終わりに移動します。",
                "data.reserved.text-move-to-line-end.behavior": "テキストで挿入ポイントを行または段落の終わりに移動する",
                "data.reserved.text-move-forward.action": "1 文字先に移動します。",
                "data.reserved.text-move-forward.behavior": "テキストで挿入ポイントを 1 文字先に移動する",
                "data.reserved.text-move-backward.action": "1 文字前に移動します。",
                "data.reserved.text-move-backward.behavior": "テキストで挿入ポイントを 1 文字前に移動する",
                "data.reserved.text-move-up.action": "1 行上に移動します。",
                "data.reserved.text-move-up.behavior": "テキストで挿入ポイントを 1 行上に移動する",
                "data.reserved.text-move-down.action": "1 行下に移動します。",
                "data.reserved.text-move-down.behavior": "テキストで挿入ポイントを 1 行下に移動する",
                "data.reserved.text-delete-forward.action": "右の文字を削除します。",
                "data.reserved.text-delete-forward.behavior": "テキストで挿入ポイントの右の文字を削除する",
                "data.reserved.text-delete-backward.action": "左の文字を削除します。",
                "data.reserved.text-delete-backward.behavior": "テキストで挿入ポイントの左の文字を削除する",
                "data.reserved.text-delete-to-paragraph-end.action": "段落の終わりまでを切り取ります。",
                "data.reserved.text-delete-to-paragraph-end.behavior": "テキストで段落の終わりまでのテキストを切り取る",
                "data.reserved.text-yank.action": "切り取ったテキストを貼り付けます。",
                "data.reserved.text-yank.behavior": "テキストで Control-K で切り取ったテキストを貼り付ける",
                "data.reserved.text-center-selection-in-view.action": "カーソルまたは選択範囲をビューの中央に表示します。",
                "data.reserved.text-center-selection-in-view.behavior": "テキストで選択範囲をビューの中央に表示する",
                "data.reserved.text-insert-newline-after.action": "挿入ポイントの後に改行を挿入します。",
                "data.reserved.text-insert-newline-after.behavior": "テキストで挿入ポイントの後に改行を挿入する",
                "data.reserved.text-transpose.action": "文字を入れ替えます。",
                "data.reserved.text-transpose.behavior": "テキストで挿入ポイントの前後の文字を入れ替える",
                "data.reserved.text-move-to-document-start.action": "挿入ポイントを書類の先頭に移動します。",
                "data.reserved.text-move-to-document-start.behavior": "テキストで挿入ポイントを書類の先頭に移動する",
                "data.reserved.text-move-to-document-end.action": "挿入ポイントを書類の終わりに移動します。",
                "data.reserved.text-move-to-document-end.behavior": "テキストで挿入ポイントを書類の終わりに移動する",
                "data.reserved.new-tab.action": "新しいタブを開きます（Safari、Finder、ターミナル）。",
                "data.reserved.new-tab.title": "新規タブ",
                "data.reserved.cancel-operation.action": "操作をキャンセルします。",
                "data.reserved.back.action": "前のページまたは場所に戻ります（Safari、Finder）。",
                "data.reserved.forward.action": "次のページまたは場所に進みます（Safari、Finder）。",
                "data.reserved.cancel.action": "現在の操作をキャンセルします。",
                "data.reserved.new-folder.action": "新しいフォルダを作成します（Finder）。",
                "data.reserved.new-folder-with-selection.action": "選択した項目から新しいフォルダを作成します（Finder）。",
                "data.reserved.find-and-replace.action": "置き換えフィールドのある検索インターフェイスを開きます。",
                "data.reserved.show-all-tabs.action": "ウインドウのすべてのタブをタブの概要に表示します。",
                "data.reserved.show-all-tabs.title": "すべてのタブを表示",
                "data.reserved.toggle-sidebar.action": "ウインドウのサイドバーを表示または非表示にします。",
                "data.reserved.toggle-sidebar.title": "サイドバーを表示",
                "data.reserved.toggle-inspector.action": "ウインドウのインスペクタを表示または非表示にします。",
                "data.reserved.toggle-inspector.title": "インスペクタを表示",
                "data.reserved.ipados-emoji-and-symbols.action": "絵文字と記号のピッカーを表示します（編集 › 絵文字と記号）。",
                "data.reserved.ipados-emoji-and-symbols.title": "絵文字と記号",
                "data.reserved.ipados-home-screen.action": "ホーム画面に移動します。",
                "data.reserved.ipados-search.action": "検索を表示または非表示にします。",
                "data.reserved.ipados-app-switcher-next.action": "最近使った次のアプリに切り替えます。",
                "data.reserved.ipados-screenshot.action": "スクリーンショットを撮ります。",
                "data.reserved.ipados-screenshot-and-markup.action": "スクリーンショットを撮ってマークアップを開きます。",
                "data.reserved.ipados-toggle-dock.action": "Dock を表示または非表示にします。",
                "data.reserved.ipados-globe-home-screen.action": "ホーム画面に移動します（Globe-H）。",
                "data.reserved.ipados-quick-note.action": "クイックメモを表示します（Globe-Q）。",
                "data.reserved.ipados-control-center.action": "コントロールセンターを表示します（Globe-C）。",
                "data.reserved.ipados-focus-next-visible-app.action": "表示されているアプリの間で焦点を移動します（Split View／Slide Over）。",
                "data.reserved.ipados-next-window.action": "現在のアプリの次のウインドウに切り替えます。",
                "data.reserved.ipados-show-dock.action": "Dock を表示します。",
                "data.reserved.ipados-app-library.action": "App ライブラリを表示します。",
                "data.reserved.ipados-siri.action": "Siri を起動します。",
                "data.reserved.ipados-notification-center.action": "通知センターを表示します。",
                "data.reserved.ipados-app-switcher.action": "Appスイッチャーを表示し、すべてのウインドウを表示します。",
                "data.reserved.ipados-previous-app.action": "前のアプリに切り替えます。",
                "data.reserved.ipados-next-app.action": "次のアプリに切り替えます。",
                "data.reserved.ipados-full-screen.action": "フルスクリーンにします（Split View／Slide Over から）。",
                "data.reserved.ipados-split-view-left.action": "Split View で左に配置します。",
                "data.reserved.ipados-split-view-right.action": "Split View で右に配置します。",
                "data.reserved.ipados-replace-split-view-app.action": "Split View のアプリを置き換えます。",
                "data.reserved.ipados-slide-over-left.action": "Slide Over で左に配置します。",
                "data.reserved.ipados-slide-over-right.action": "Slide Over で右に配置します。",
                "data.reserved.ipados-toggle-slide-over.action": "Slide Over を隠すか表示します。",
                "data.reserved.text-complete.action": "入力中の単語を補完します（テキストの補完）。",
                "data.reserved.text-complete.behavior": "テキストで入力中の単語の補完候補を表示する",
                "data.reserved.text-complete.title": "補完",
                "data.reserved.go-to-folder.action": "「フォルダへ移動」ウインドウを開きます。",
                "data.reserved.go-to-folder.title": "フォルダへ移動…",
                "data.reserved.go-to-home-folder.action": "現在の macOS ユーザアカウントのホームフォルダを開きます。",
                "data.reserved.go-to-home-folder.title": "ホーム",
                "data.reserved.show-hidden-files.action": "不可視ファイルを表示または非表示にします（Finder、開くパネルと保存パネル）。",
                "data.reserved.show-hidden-files.title": "不可視ファイルを表示",
                "data.reserved.show-previous-tab.action": "前のタブを表示します。",
                "data.reserved.show-previous-tab.title": "前のタブを表示",
                "data.reserved.show-next-tab.action": "次のタブを表示します。",
                "data.reserved.show-next-tab.title": "次のタブを表示",
            ]),
    ]
}
