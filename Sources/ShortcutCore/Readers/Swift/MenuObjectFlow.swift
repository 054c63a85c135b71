/// Objects that reach a menu through something other than their own name: an array variable
/// built up and handed to `UIMenu(children:)`, and a menu a function of the file returns, put
/// where the function is called. Home Assistant's menu manager (home-assistant/iOS d722d78,
/// Sources/App/Utilities/MenuManager.swift:207–311) does both:
///
/// ```swift
/// builder.insertSibling(webViewActionsMenu(), beforeMenu: .fullscreen)
/// …
/// private func webViewActionsMenu() -> UIMenu {
///     var commands: [UIMenuElement] = [UIKeyCommand(title: …, input: "R", modifierFlags: [.command])]
///     commands.append(UIKeyCommand(title: …, input: "f", modifierFlags: [.command]))
///     return UIMenu(title: "", …, options: .displayInline, children: commands)
/// }
/// ```
extension MenuObjectRecorder {
    /// `list.append(object)`, an element of `var list = [ … ]`; `site` is the append of an
    /// object made beforehand (``MenuObjectGraph/Object/appendSites``).
    mutating func addElement(_ object: Int, toList name: String, appendedAt site: Int? = nil) {
        elementLists[name, default: []].append(object)
        if let site { graph[object].appendSites.append(site) }
    }

    /// The objects put into the array variable `name` so far.
    func elements(ofList name: String) -> [Int] { elementLists[name] ?? [] }

    /// The object is what the function around the token returns (`return UIMenu(…)`, `return
    /// menu`, or the function's single expression).
    mutating func recordResult(_ object: Int, ofFunctionAround index: Int) {
        guard let function = context.tokens.enclosingFunction(of: index), let (name, _) = context.tokens.signature(of: function)
        else { return }
        functionResults[name] = object
    }

    /// `link` applies to what the function `name` returns, once that is known.
    mutating func linkResult(ofFunction name: String, _ link: Link) {
        resultLinks.append((name, link))
    }

    /// Makes the links to functions' results.
    mutating func linkResults() {
        for (function, link) in resultLinks {
            if let object = functionResults[function] { self.link(object, link) }
        }
        resultLinks = []
    }
}
