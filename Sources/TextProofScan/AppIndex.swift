import SwiftParser
import SwiftSyntax
import TextProofColor
import TextProofPlatform

/// The app's own declarations that style text, read from every file before any site is resolved:
/// colour properties and functions, views, view modifiers and button styles. Kept as source text
/// and parsed again on demand, so no file's syntax tree outlives its own pass.
final class AppIndex: Sendable {
    /// A colour property or function: `static var haPrimary: Color { … }`, `let tint = Color.blue`.
    struct ColorDeclaration: Sendable {
        /// The type it is declared in (`Color`, `Theme`).
        var owner: String
        /// Each expression it can return, as written.
        var expressions: [String]
        var isStatic: Bool
        /// A function's parameter names, in order (its arguments replace them).
        var parameters: [String] = []
        /// The platforms whose colours it is, when it sits in `#if os(macOS)` or its `#else` (nil: all).
        var platforms: Set<Platform>?
        /// For a function whose body is one `switch` over a parameter: each case's expression and
        /// the cases it is returned for (`case .input, .error: .white`).
        var switchCases: [(expression: String, guarded: CaseGuard)]?
    }

    /// A declaration kept whole: a view, a view modifier, a `View` extension function, a button style.
    struct Declaration: Sendable {
        var name: String
        var source: String
        /// Stored properties in order (a memberwise initialiser's labels), or a function's parameters
        /// as (label, name).
        var parameters: [(label: String, name: String)]
        /// For a view: the properties holding views passed in (`content`, `label`), in order.
        var viewProperties: [String] = []
    }

    let colors: [String: [ColorDeclaration]]
    let views: [String: Declaration]
    /// `extension View { func cardStyle() -> some View }`, by function name.
    let viewFunctions: [String: Declaration]
    /// `struct CardModifier: ViewModifier`, by type name.
    let viewModifiers: [String: Declaration]
    /// `struct HAButtonStyle: ButtonStyle`, by type name.
    let buttonStyles: [String: Declaration]
    /// `static var primaryButton: HAButtonStyle` in `extension ButtonStyle where Self == …`: name → type.
    let styleShorthands: [String: String]
    /// `typealias RSColor = NSColor` (and `= UIColor` under `#else`): alias → the colour types it names.
    let colorAliases: [String: Set<String>]
    /// Every function and enum case the app declares, by name: `.regular(content:)` named nowhere
    /// here is a library's.
    let memberNames: Set<String>
    /// Every name the app's code refers to (a call, a member, a type written out): a view or member
    /// named nowhere but its own declaration is never drawn.
    let referencedNames: Set<String>
    /// Static numeric constants with a literal value, by `Owner.name`.
    let numbers: [String: Double]
    /// The app's enums, and its structs and classes that are no view, style, modifier, app or scene.
    let modelTypes: Set<String>
    /// Whether the files hold an app's entry point (`@main`, an `App`): only then is a view no code
    /// names dead code rather than a library's, or a snippet's, top level.
    let hasEntryPoint: Bool
    private let parsed = LockedState([String: SourceFileSyntax]())

    init(_ files: [AppDeclarations], referencedNames: Set<String>) {
        var colors: [String: [ColorDeclaration]] = [:]
        var views: [String: Declaration] = [:], functions: [String: Declaration] = [:]
        var modifiers: [String: Declaration] = [:], styles: [String: Declaration] = [:]
        var shorthands: [String: String] = [:]
        var aliases: [String: Set<String>] = [:]
        var members: Set<String> = [], models: Set<String> = []
        var numbers: [String: Double] = [:]
        var entryPoint = false
        for file in files {
            members.formUnion(file.memberNames)
            models.formUnion(file.modelTypes)
            numbers.merge(file.numbers) { first, _ in first }
            entryPoint = entryPoint || file.hasEntryPoint
            for (name, declarations) in file.colors { colors[name, default: []] += declarations }
            views.merge(file.views) { first, _ in first }
            functions.merge(file.viewFunctions) { first, _ in first }
            modifiers.merge(file.viewModifiers) { first, _ in first }
            styles.merge(file.buttonStyles) { first, _ in first }
            shorthands.merge(file.styleShorthands) { first, _ in first }
            aliases.merge(file.colorAliases) { $0.union($1) }
        }
        self.colors = colors
        self.views = views
        viewFunctions = functions
        viewModifiers = modifiers
        buttonStyles = styles
        styleShorthands = shorthands
        colorAliases = aliases
        memberNames = members
        self.referencedNames = referencedNames
        modelTypes = models
        self.numbers = numbers
        hasEntryPoint = entryPoint
    }

    /// The declaration's syntax, parsed once (a few kilobytes each) and shared.
    func syntax(of declaration: Declaration, kind: String) -> SourceFileSyntax {
        let key = kind + ":" + declaration.name
        if let tree = parsed.withLock({ $0[key] }) { return tree }
        let tree = Parser.parse(source: declaration.source)
        parsed.withLock { $0[key] = tree }
        return tree
    }

    /// A view's declaration, parsed.
    func viewDeclaration(_ name: String) -> StructDeclSyntax? {
        guard let view = views[name] else { return nil }
        return syntax(of: view, kind: "view").statements.lazy.compactMap { $0.item.as(StructDeclSyntax.self) }.first
    }

    /// An expression written in a declaration, parsed on its own.
    static func expression(_ text: String) -> ExprSyntax? {
        let file = Parser.parse(source: "_ = " + text)
        guard let item = file.statements.first?.item,
            let sequence = item.as(SequenceExprSyntax.self) ?? item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
            sequence.elements.count == 3
        else { return nil }
        return Array(sequence.elements)[2]
    }
}

/// What one file declares, found by `AppDeclarationCollector`.
struct AppDeclarations: Sendable {
    var colors: [String: [AppIndex.ColorDeclaration]] = [:]
    var views: [String: AppIndex.Declaration] = [:]
    var viewFunctions: [String: AppIndex.Declaration] = [:]
    var viewModifiers: [String: AppIndex.Declaration] = [:]
    var buttonStyles: [String: AppIndex.Declaration] = [:]
    var styleShorthands: [String: String] = [:]
    var colorAliases: [String: Set<String>] = [:]
    var memberNames: Set<String> = []
    var modelTypes: Set<String> = []
    var numbers: [String: Double] = [:]
    var hasEntryPoint = false
}
