/// What an Xcode target builds, from its `productType` (`com.apple.product-type.application`):
/// the kind of product decides whether its files are part of the app a user runs. Apps, app
/// extensions and the frameworks, libraries and bundles they link are; unit-test and UI-test
/// bundles are not (their menus and key commands exist only while the tests run).
package enum XcodeProductType: Hashable, Sendable {
    /// An app: Mac, iOS, watch, Messages, App Clip.
    case application
    /// An app extension, ExtensionKit extension, XPC service or system extension: code an app
    /// carries and the system runs.
    case appExtension
    case framework
    /// A static or dynamic library.
    case library
    /// A loadable bundle (a plug-in, a Spotlight or Quick Look generator, a kernel extension).
    case bundle
    /// A command-line tool.
    case tool
    /// A unit-test bundle (`bundle.unit-test`, the older `bundle.ocunit-test`).
    case unitTest
    /// A UI-test bundle (`bundle.ui-testing`).
    case uiTest
    /// Another product type, or none (an aggregate or legacy target, which builds others).
    case other

    /// The type an Xcode `productType` names; ``other`` for none.
    package init(identifier: String?) {
        guard let identifier else {
            self = .other
            return
        }
        let prefix = "com.apple.product-type."
        let name = identifier.hasPrefix(prefix) ? Substring(identifier.dropFirst(prefix.count)) : Substring(identifier)
        switch name {
        case "bundle.unit-test", "bundle.ocunit-test": self = .unitTest
        case "bundle.ui-testing": self = .uiTest
        case "tool": self = .tool
        case "xpc-service", "system-extension", "extensionkit-extension", "driver-extension": self = .appExtension
        case _ where name.hasPrefix("application"): self = .application
        case _ where name.hasPrefix("app-extension") || name.hasSuffix("-extension"): self = .appExtension
        case _ where name.hasPrefix("framework") || name.hasPrefix("xcframework"): self = .framework
        case _ where name.hasPrefix("library"): self = .library
        case _ where name.hasPrefix("bundle") || name.hasPrefix("kernel-extension") || name.hasPrefix("instruments-package"):
            self = .bundle
        default: self = .other
        }
    }

    /// A test bundle: its code runs only under a test runner, never in the app.
    package var isTest: Bool { self == .unitTest || self == .uiTest }

    /// An app of its own, with its own main menu.
    package var isApplication: Bool { self == .application }
}
