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

    /// `discoverability-title.loses-context`: {name, capitalized} sits in the {menu} submenu, but the iPad shortcut interface lists item
    package static func discoverabilityTitleLosesContext(name: MessageArgument, menu: MessageArgument, title: MessageArgument, alternative: MessageArgument) -> Message {
        Message(id: "discoverability-title.loses-context", arguments: [name, menu, title, alternative])
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

    /// `shortcut-only-action.touch`: {name, capitalized} is in no menu; a virtual keyboard has no shortcuts, so on {platforms} 
    package static func shortcutOnlyActionTouch(name: MessageArgument, platforms: MessageArgument, untitled: MessageArgument, remedy: MessageArgument) -> Message {
        Message(id: "shortcut-only-action.touch", arguments: [name, platforms, untitled, remedy])
    }

    /// `shortcut-only-action.untitled`: , and with no title it is missing from the shortcut interface
    package static func shortcutOnlyActionUntitled() -> Message {
        Message(id: "shortcut-only-action.untitled", arguments: [])
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
        "discoverability-title.loses-context": ["name", "menu", "title", "alternative"],
        "discoverability-title.remedy": ["remedy"],
        "duplicate-shortcut.same-chord": ["shortcut", "name", "other", "place", "ofMenu", "alternative"],
        "duplicate-shortcut.same-command": ["shortcut", "name", "other", "place", "inMenu", "alternative"],
        "duplicate-shortcut.first-stroke": ["shorter", "shorterName", "longer", "longerName", "place", "inMenu"],
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
        "option-modifier": ["shortcut", "name", "count", "total", "percent", "limit"],
        "option-types-character.types-character": ["stroke", "name", "modifiers", "typed"],
        "option-types-character.typed": ["key", "character"],
        "option-types-character.accent": [],
        "prefer-command": ["stroke", "name"],
        "repurposed-standard.takes-standard": ["written", "owner", "names", "action", "remedy"],
        "repurposed-standard.takes-behavior": ["written", "behavior", "condition", "remedy"],
        "repurposed-standard.written": ["shortcut", "name"],
        "repurposed-standard.written-first-stroke": ["first", "symbols", "shortcut", "name"],
        "repurposed-standard.owner-standard": [],
        "repurposed-standard.owner-house": [],
        "repurposed-standard.and-condition": ["condition"],
        "repurposed-standard.add-repurposes": ["id"],
        "repurposed-standard.unknown-id": ["id", "name", "symbols"],
        "repurposed-standard.other-chord": ["id", "name", "row", "rowSymbols", "shortcut"],
        "shortcut-only-action.touch": ["name", "platforms", "untitled", "remedy"],
        "shortcut-only-action.untitled": [],
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
        "translated-titles.in-language": ["menu", "place", "message"],
        "translated-titles.unreadable": ["place", "reason", "menu"],
        "translated-titles.unreadable-after": ["place", "reason", "menu"],
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
                "discoverability-title.loses-context": "{name, capitalized} sits in the {menu} submenu, but the iPad shortcut interface lists items without submenu titles, so \"{title}\" loses its context: {alternative}put the context in the title.",
                "discoverability-title.remedy": "{remedy}, or ",
                "duplicate-shortcut.same-chord": "{shortcut} of {name} is already the shortcut of {other} {place} in the same scope{ofMenu}; one keystroke can run only one command: choose another chord{alternative}.",
                "duplicate-shortcut.same-command": "{shortcut} of {name} is already the shortcut of {other} {place}{inMenu}, the same command; only one of the two menu items can ever run it: keep one{alternative}.",
                "duplicate-shortcut.first-stroke": "{shorter} of {shorterName} is the first stroke of {longer} of {longerName} {place}{inMenu}; the single chord fires first, so the sequence can never be completed: change one of them.",
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
                "option-modifier": "{shortcut} in {name} uses Option, and {count} of {total} custom {total, plural, one {shortcut} other {shortcuts}} {count, plural, one {uses} other {use}} Option ({percent}%, more than {limit}%); Option is for less common commands and power features: prefer Command or Shift-Command here, or raise `maxShare`.",
                "option-types-character.types-character": "{stroke} in {name} holds only {modifiers} with a character key; on macOS that types a character{typed}, so the shortcut fights text entry: add Command.",
                "option-types-character.typed": " (Option-{key} types {character} on a US keyboard)",
                "option-types-character.accent": "an accent",
                "prefer-command": "{stroke} in {name} has no Command; most standard shortcuts use Command, so people look for commands there first: make Command the main modifier, with Shift or Option as a second one.",
                "repurposed-standard.takes-standard": "{written} takes {owner} {names} shortcut ({action, clause}) for another command; people expect it to work the same in every app: choose another chord, or {remedy} if your app has no {names, sentence}",
                "repurposed-standard.takes-behavior": "{written} takes a key that {behavior, clause}{condition}; as a menu shortcut for another command it stops doing that in your app's text fields and controls: choose another chord, or bind it to that behaviour ({remedy} if the app has none).",
                "repurposed-standard.written": "{shortcut} in {name}",
                "repurposed-standard.written-first-stroke": "{first} ({symbols}), the first stroke of {shortcut} in {name},",
                "repurposed-standard.owner-standard": "the standard",
                "repurposed-standard.owner-house": "your house table's",
                "repurposed-standard.and-condition": " (and {condition})",
                "repurposed-standard.add-repurposes": "add `repurposes: {id}`",
                "repurposed-standard.unknown-id": "`repurposes: {id}` in {name} names no reserved shortcut; `shortcut-lint reserved {symbols}` lists the ids for this chord.",
                "repurposed-standard.other-chord": "`repurposes: {id}` in {name} names {row} ({rowSymbols}), but the entry's key is {shortcut}; name the row of the chord you redefine (for a sequence, of its first stroke).",
                "shortcut-only-action.touch": "{name, capitalized} is in no menu; a virtual keyboard has no shortcuts, so on {platforms} without a hardware keyboard the action cannot be reached{untitled}: {remedy}.",
                "shortcut-only-action.untitled": ", and with no title it is missing from the shortcut interface",
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
                "translated-titles.in-language": "In {menu} ({place}): {message}",
                "translated-titles.unreadable": "{place} cannot be read further ({reason}), so its titles are not checked in {menu}",
                "translated-titles.unreadable-after": "{place} cannot be read further ({reason}), so the titles after it are not checked in {menu}",
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
                "discoverability-title.loses-context": "{name}は {menu} サブメニューにありますが、iPad のショートカットインターフェイスは項目をサブメニューのタイトルなしで一覧表示するため、「{title}」はコンテキストを失います。{alternative}アイテムのタイトルにコンテキストを含めてください。",
                "discoverability-title.remedy": "{remedy}。または、",
                "duplicate-shortcut.same-chord": "{name}の {shortcut} は、{ofMenu}同じスコープにある{other}{place}のショートカットと同じです。1 つのキー操作で実行できるコマンドは 1 つだけです。別のショートカットを選んでください{alternative}。",
                "duplicate-shortcut.same-command": "{name}の {shortcut} は、{inMenu}{other}{place}のショートカットと同じで、同じコマンドです。2 つのメニュー項目のうち実行できるのは一方だけです。どちらか 1 つにしてください{alternative}。",
                "duplicate-shortcut.first-stroke": "{shorterName}の {shorter} は、{inMenu}{longerName}{place}の {longer} の 1 打目です。単独のキーの組み合わせが先に実行されるため、シーケンスは最後まで入力できません。どちらかを変更してください。",
                "duplicate-shortcut.place-line": "（{line} 行目）",
                "duplicate-shortcut.place-file": "（{app} の別のファイル {path}:{line}）",
                "duplicate-shortcut.in-menu": "{menu}で、",
                "duplicate-shortcut.of-menu": "{menu}の",
                "globe-modifier": "{name}の {stroke} は Globe キーを使っています。システムは独自のショートカットに Globe を使っており、Globe のないキーボードも多くあります。Command を使い、必要なら Shift か Option を加えてください。",
                "invalid-shortcut.not-a-shortcut": "{name}の {key} はショートカットではありません（{error}）。Shift-Command-N (⇧⌘N) のように、修飾キーとキーを書いてください。",
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
                "option-modifier": "{name}の {shortcut} は Option を使っています。カスタムショートカット {total} 個のうち {count} 個が Option を使っており（{percent}%、上限の {limit}% を超えています）、Option 修飾子は控えめに使うべきものです（あまり一般的ではないコマンドや、便利な機能や強力な機能のためのものです）。ここでは Command か Shift-Command を使うか、`maxShare` を引き上げてください。",
                "option-types-character.types-character": "{name}の {stroke} は文字キーに {modifiers} だけを組み合わせています。macOS ではこれで文字が入力されるため{typed}、ショートカットが文字入力と競合します。Command を追加してください。",
                "option-types-character.typed": "（US キーボードでは Option-{key} で {character} が入力されます）",
                "option-types-character.accent": "アクセント記号",
                "prefer-command": "{name}の {stroke} には Command がありません。ほとんどの標準的なキーボードショートカットは Command キーを使用するため、人々はまずそこでコマンドを探します。Command をメインの修飾キーとし、2 番目の修飾キーとして Shift か Option を使ってください。",
                "repurposed-standard.takes-standard": "{written}は、{owner}「{names}」のショートカット（{action, clause}）を別のコマンドに使っています。人々は、使用しているアプリに関係なく、標準のキーボードショートカットが同じように機能することを期待しています。別のショートカットを選んでください。アプリに「{names}」がない場合は、{remedy}。",
                "repurposed-standard.takes-behavior": "{written}は、{behavior, clause}キーを使っています{condition}。別のコマンドのメニューショートカットにすると、アプリのテキストフィールドやコントロールでこの動作が失われます。別のショートカットを選ぶか、キーをその動作に割り当ててください（アプリにその動作がない場合は、{remedy}）。",
                "repurposed-standard.written": "{name}の {shortcut} ",
                "repurposed-standard.written-first-stroke": "{name}の {shortcut} の 1 打目 {first} ({symbols}) ",
                "repurposed-standard.owner-standard": "標準の",
                "repurposed-standard.owner-house": "ハウステーブルの",
                "repurposed-standard.and-condition": "（さらに、{condition}）",
                "repurposed-standard.add-repurposes": "`repurposes: {id}` を追加してください",
                "repurposed-standard.unknown-id": "{name}の `repurposes: {id}` は、予約済みのどのショートカットも指していません。このキーの組み合わせの id は `shortcut-lint reserved {symbols}` で一覧できます。",
                "repurposed-standard.other-chord": "{name}の `repurposes: {id}` は {row} ({rowSymbols}) を指していますが、エントリのキーは {shortcut} です。再定義するキーの組み合わせの行を指定してください（シーケンスの場合は 1 打目の行）。",
                "shortcut-only-action.touch": "{name}はどのメニューにもありません。仮想キーボードはキーボードショートカットをサポートしていないため、ハードウェアキーボードのない {platforms} ではこのアクションを実行できません{untitled}。{remedy}。",
                "shortcut-only-action.untitled": "。また、タイトルがないため、ショートカットインターフェイスにも表示されません",
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
                "unused-suppression.the-allow-list": "allow リスト",
                "unused-suppression.not-a-suppression": "この shortcut-lint コメントは抑制になっていないため（{problem}）、何も抑制しません。'# shortcut-lint: allow rule-id -- reason' の形で書いてください。",
                "unused-suppression.on-no-entry": "この shortcut-lint コメントはどのショートカットのエントリにも付いていないため、何も抑制しません。エントリの行のいずれかか、エントリのすぐ上の行に書いてください。",
                "translated-titles.in-language": "{menu}（{place}）：{message}",
                "translated-titles.unreadable": "{place} から先を読めないため（{reason}）、{menu}のタイトルは検査されていません",
                "translated-titles.unreadable-after": "{place} から先を読めないため（{reason}）、{menu}のそれ以降のタイトルは検査されていません",
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
            ]),
    ]
}
