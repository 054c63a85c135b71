/// An app's own function that makes a key command or menu item from its parameters, so that its
/// calls can be read as what they make: ownCloud's
///
/// ```swift
/// public extension UIKeyCommand {
///     static func ported(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) -> UIKeyCommand {
///         let keyCommand = UIKeyCommand(input: input, modifierFlags: modifierFlags, action: action)
///         keyCommand.discoverabilityTitle = discoverabilityTitle
///         return keyCommand
///     }
/// }
/// ```
///
/// is called with literals at 85 places (`UIKeyCommand.ported(input: "+", modifierFlags: [.command], …)`),
/// and LaTeXiT's category `-[NSMenu addItemWithTitle:target:action:keyEquivalent:keyEquivalentModifierMask:tag:]`
/// at four. A helper is found from the item its body makes (``MenuObjectRecorder/helpers()``):
/// each property is either a parameter (with its default value, if any) or a value the body
/// fixes. It holds no tokens, so a call in another file can use it (``ShortcutHelpers``).
struct ShortcutHelper: Sendable, Equatable {
    /// Where a property of the made item comes from.
    enum Value<T: Sendable & Equatable>: Sendable, Equatable {
        /// The body gives it (the helper's own literal or constant, already read).
        case fixed(T)
        /// The parameter at this index gives it; `fallback` when a call leaves it out (its
        /// default value), if it may.
        case parameter(Int, fallback: T?)

        var isParameter: Bool {
            if case .parameter = self { return true }
            return false
        }
    }

    var language: SourceLexer.Language
    /// Swift: the function's name (`ported`); Objective-C: its selector
    /// (`addItemWithTitle:target:action:keyEquivalent:keyEquivalentModifierMask:tag:`).
    var name: String
    /// Swift: each parameter's argument label (nil for `_`); Objective-C: the selector's parts.
    var labels: [String?]
    /// Which parameters have a default value, so a call may leave them out.
    var hasDefault: [Bool]
    var framework: SourceValues.Framework
    /// The item goes into the menu the call is sent to (`[self addItemWithTitle:…]` in an `NSMenu`
    /// category, `addItem(withTitle:…)` in an `NSMenu` extension).
    var addsToReceiver: Bool
    var key: Value<SourceKey>
    var modifiers: Value<SourceModifiers>
    var title: Value<SourceText>
    var discoverabilityTitle: Value<SourceText>
    var action: Value<String?>
    /// Where it is defined (`Path.swift:22`), for what a note about a call says.
    var place: String

    /// The argument of each parameter in a Swift call with `arguments` (nil for one left out),
    /// or nil when the call's labels are not this helper's: each argument takes the next
    /// parameter with its label, skipping parameters that have a default value.
    func parameters(ofSwiftCall arguments: [SourceArgument]) -> [SourceArgument?]? {
        var mapped = [SourceArgument?](repeating: nil, count: labels.count)
        var next = 0
        for (index, label) in labels.enumerated() {
            if next < arguments.count, arguments[next].label == label {
                mapped[index] = arguments[next]
                next += 1
            } else if !hasDefault[index] {
                return nil
            }
        }
        return next == arguments.count ? mapped : nil
    }
}

/// The helpers a run's files define, by the name a call uses: a Swift function's name (its labels
/// tell overloads apart) and an Objective-C selector. A name two files define differently is
/// left out: which one a call means is not known.
struct ShortcutHelpers: Sendable {
    private(set) var swift: [String: [ShortcutHelper]] = [:]
    private(set) var objectiveC: [String: ShortcutHelper] = [:]

    static let none = ShortcutHelpers()

    var isEmpty: Bool { swift.isEmpty && objectiveC.isEmpty }

    init(_ helpers: [ShortcutHelper] = []) {
        // By signature (language, name and labels); one defined twice differently is dropped.
        var bySignature: [String: ShortcutHelper] = [:]
        var ambiguous: Set<String> = []
        for helper in helpers {
            let signature = "\(helper.language == .swift ? "s" : "m") \(helper.name)(\(helper.labels.map { ($0 ?? "_") + ":" }.joined()))"
            if let known = bySignature[signature] {
                if !Self.sameShortcut(known, helper) { ambiguous.insert(signature) }
            } else {
                bySignature[signature] = helper
            }
        }
        for (signature, helper) in bySignature.sorted(by: { $0.key < $1.key }) where !ambiguous.contains(signature) {
            switch helper.language {
            case .swift: swift[helper.name, default: []].append(helper)
            case .objectiveC: objectiveC[helper.name] = helper
            }
        }
    }

    /// Two definitions that make the same item from the same parameters (a file copied into
    /// two targets).
    private static func sameShortcut(_ first: ShortcutHelper, _ second: ShortcutHelper) -> Bool {
        var second = second
        second.place = first.place
        return first == second
    }

    /// The helpers of `other` added, this table's winning where both define one.
    func adding(_ other: [ShortcutHelper]) -> ShortcutHelpers {
        var merged = self
        for helper in other {
            switch helper.language {
            case .swift:
                var list = merged.swift[helper.name, default: []]
                list.removeAll { $0.labels == helper.labels }
                list.append(helper)
                merged.swift[helper.name] = list
            case .objectiveC:
                merged.objectiveC[helper.name] = helper
            }
        }
        return merged
    }

    /// Whether a file of `language` whose bytes are `bytes` may call one of the helpers: a Swift
    /// function's name followed by `(`, or every part of a selector followed by `:`, appears in it.
    /// One pass over the bytes, whatever the number of helpers.
    func mayBeCalled(in bytes: [UInt8], language: SourceLexer.Language) -> Bool {
        let names: [[String]]
        switch language {
        case .swift: names = swift.keys.map { [$0] }
        case .objectiveC: names = objectiveC.values.map { $0.labels.map { $0 ?? "" } }
        }
        guard !names.isEmpty else { return false }
        let wanted = Set(names.joined())
        let lengths = Set(wanted.map(\.utf8.count))
        let follower = UInt8(ascii: language == .swift ? "(" : ":")
        var found: Set<String> = []
        var index = 0
        while index < bytes.count {
            guard Self.isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            var next = index
            while next < bytes.count, bytes[next] == 0x20 { next += 1 }
            guard next < bytes.count, bytes[next] == follower, lengths.contains(index - start) else { continue }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            if wanted.contains(word) { found.insert(word) }
        }
        return names.contains { $0.allSatisfy(found.contains) }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte >= 0x80
    }
}

extension MenuObjectRecorder {
    /// The helpers this file defines: a function or method whose body makes exactly one item,
    /// whose key or modifiers come from a parameter. Each property of the item is the parameter
    /// it was last written from (a single name of the header's), or the value the body gives it.
    func helpers() -> [ShortcutHelper] {
        let tokens = context.tokens
        var itemsByBody: [Int: (function: SourceTokens.EnclosingFunction, items: [Int])] = [:]
        for (index, object) in graph.objects.enumerated() where object.kind == .item && !object.isHelperCall {
            guard let function = tokens.enclosingFunction(of: object.first) else { continue }
            itemsByBody[function.body, default: (function, [])].items.append(index)
        }
        return itemsByBody.values.sorted { $0.function.body < $1.function.body }.compactMap { found in
            guard found.items.count == 1, let (name, parameters) = tokens.signature(of: found.function) else { return nil }
            return helper(named: name, parameters: parameters, making: graph[found.items[0]], at: found.function.header)
        }
    }

    private func helper(
        named name: String, parameters: [SourceTokens.FunctionParameter], making object: MenuObjectGraph.Object, at header: Int
    ) -> ShortcutHelper? {
        let tokens = context.tokens
        func value<T>(_ written: ClosedRange<Int>?, fixed: T, read: (ClosedRange<Int>) -> T) -> ShortcutHelper.Value<T> {
            guard let written, written.count == 1, tokens.kind(written.lowerBound) == .identifier,
                let index = parameters.firstIndex(where: { $0.name == tokens.text(written.lowerBound) })
            else { return .fixed(fixed) }
            return .parameter(index, fallback: parameters[index].defaultValue.map(read))
        }
        let framework = object.framework
        let key = value(object.written.key, fixed: object.key) { values.key(from: $0.lowerBound, to: $0.upperBound, framework: framework) }
        let modifiers = value(object.written.modifiers, fixed: object.modifiers) {
            values.modifiers(from: $0.lowerBound, to: $0.upperBound)
        }
        guard key.isParameter || modifiers.isParameter else { return nil }
        let path = tokens.source.path
        return ShortcutHelper(
            language: tokens.language, name: name, labels: parameters.map(\.label), hasDefault: parameters.map { $0.defaultValue != nil },
            framework: framework, addsToReceiver: object.isAddedToSelf, key: key, modifiers: modifiers,
            title: value(object.written.title, fixed: object.title) { values.text(from: $0.lowerBound, to: $0.upperBound) },
            discoverabilityTitle: value(object.written.discoverabilityTitle, fixed: object.discoverabilityTitle) {
                values.text(from: $0.lowerBound, to: $0.upperBound)
            },
            action: value(object.written.action, fixed: object.action) { tokens.selector(from: $0.lowerBound, to: $0.upperBound) },
            place: "\(path.split(separator: "/").last.map(String.init) ?? path):\(tokens.line(of: header))")
    }

    /// The item a helper's call at `first…last` makes, its parameters given by `arguments` (nil
    /// for one left out, which takes its default value).
    mutating func create(
        from helper: ShortcutHelper, arguments: [SourceArgument?], first: Int, last: Int, name: String?, call: Int
    ) -> Int {
        let framework = helper.framework
        func resolve<T>(_ value: ShortcutHelper.Value<T>, absent: T, read: (SourceArgument) -> T) -> (T, SourceArgument?) {
            switch value {
            case .fixed(let fixed): return (fixed, nil)
            case .parameter(let index, let fallback):
                guard index < arguments.count, let argument = arguments[index], !argument.isEmpty else { return (fallback ?? absent, nil) }
                return (read(argument), argument)
            }
        }
        var object = MenuObjectGraph.Object(
            kind: .item, framework: framework, first: first, last: last, modifiers: SourceModifiers(set: []))
        object.isHelperCall = true
        let (key, keyArgument) = resolve(helper.key, absent: .unresolved(.dynamic(.unresolvedHelperWithoutKey(place: .text(helper.place)))))
        {
            values.key(from: $0.first, to: $0.last, framework: framework)
        }
        object.key = key
        if let keyArgument { (object.keyFirst, object.keyLast) = (keyArgument.first, keyArgument.last) }
        object.modifiers = resolve(helper.modifiers, absent: SourceModifiers(set: [])) { values.modifiers(from: $0.first, to: $0.last) }.0
        object.title = resolve(helper.title, absent: .absent) { values.text($0) }.0
        object.discoverabilityTitle = resolve(helper.discoverabilityTitle, absent: .absent) { values.text($0) }.0
        object.action = resolve(helper.action, absent: nil) { context.tokens.selector(from: $0.first, to: $0.last) }.0
        return graph.add(object, name: name, call: call)
    }
}
