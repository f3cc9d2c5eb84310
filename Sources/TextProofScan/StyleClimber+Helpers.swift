import SwiftSyntax

/// Following a view into the app's own helper functions and AppKit's split views: where a view
/// passed to `makeNavigator(view:)` ends up, and whether that place is a sidebar.
extension StyleClimber {
    /// For a view passed as an argument to a function declared in the same file
    /// (`makeNavigator(view: NavigatorAreaView())`), where that function's body places the parameter.
    static func parameterUse(in container: ViewContainer) -> Syntax? {
        let name = container.name
        // `KioskRow.picker(…) { … }`: a static function of the app's type, not a modifier.
        let base = container.call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let isStatic =
            base?.as(DeclReferenceExprSyntax.self).map { $0.baseName.text.first?.isUppercase ?? false } ?? false
        guard !container.isModifier || isStatic, let first = name.first, first.isLowercase,
            let function = function(named: name, in: Syntax(container.call.root))
        else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        let parameter: FunctionParameterSyntax?
        if container.isTrailingClosure {
            parameter = parameters.last
        } else {
            parameter = parameters.first { $0.firstName.text == (container.label ?? "_") }
        }
        guard let parameter, let body = function.body else { return nil }
        return use(of: (parameter.secondName ?? parameter.firstName).text, in: Syntax(body))
    }

    /// The first function declared as `name` in `tree`.
    static func function(named name: String, in tree: Syntax) -> FunctionDeclSyntax? {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: FunctionDeclSyntax?
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.name.text == name { found = node }
                return .skipChildren
            }
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(name)
        finder.walk(tree)
        return finder.found
    }

    /// Whether a hosting controller or view is a split view's sidebar item:
    /// `NSSplitViewItem(sidebarWithViewController: NSHostingController(rootView: …))`, which AppKit
    /// draws on the sidebar material.
    static func isAppKitSidebar(_ hosting: ViewContainer) -> Bool {
        guard ["NSHostingController", "NSHostingView"].contains(hosting.name),
            let argument = hosting.call.parent?.as(LabeledExprSyntax.self)
        else { return false }
        return argument.label?.text == "sidebarWithViewController"
    }

    /// A member declared in an extension in its own file (`SourceControlNavigatorRepositoryView+contextMenu.swift`)
    /// and used by the view's own declaration in another file: that use.
    func ownerUse(of member: String, declaredIn node: Syntax, type: String?) -> Syntax? {
        guard let type, let view = index.views[type], Self.isInExtension(node) else { return nil }
        return Self.use(of: member, in: Syntax(index.syntax(of: view, kind: "view")))
    }

    /// Whether the member declared around `node` returns a SwiftUI view (`var label: some View`, `-> Label<…>`).
    static func returnsView(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let this = current {
            let written =
                this.as(FunctionDeclSyntax.self)?.signature.returnClause?.type.trimmedDescription
                ?? this.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
            if this.is(FunctionDeclSyntax.self) || this.is(PatternBindingSyntax.self) {
                guard let written else { return false }
                return written.hasSuffix("View") || ["Label", "Text", "Button"].contains { written.hasPrefix($0) }
            }
            current = this.parent
        }
        return false
    }

    /// A view made by a member used on a value: of a model type (`extension TabItem { func label() ->
    /// Label<…> }`, shown as `.tabItem(type.label)`), or of SwiftUI's `Text` (`func appending(_:) -> Text`,
    /// shown wherever `Text(…).appending(…)` is).
    func isModelMember(_ node: Syntax, type: String?, typeDecl: Syntax?) -> Bool {
        guard let type, Self.returnsView(node) else { return false }
        guard let typeDecl, typeDecl.is(SourceFileSyntax.self) == false else {
            // An extension: of a type the app declares as no view, style or modifier (a nested
            // `enum Text` of generated strings does not make SwiftUI's `Text` one), or of `Text`.
            return (index.modelTypes.contains(type) && !Self.swiftUIViewTypes.contains(type))
                || ["Text", "Image", "Label"].contains(type)
        }
        return Self.isPlainType(typeDecl)
    }

    static let swiftUIViewTypes: Set<String> = [
        "Text", "Image", "Label", "Button", "Color", "Group", "Section", "Link", "Toggle", "Picker", "Menu", "Form",
        "List", "Shape", "Font", "AnyView",
    ]

    /// An enum, or a struct or class that is no view, style, modifier, app or scene: a model type.
    static func isPlainType(_ declaration: Syntax) -> Bool {
        if declaration.is(EnumDeclSyntax.self) { return true }
        guard declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self),
            let group = declaration.asProtocol(DeclGroupSyntax.self)
        else { return false }
        let inherited = group.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        return !inherited.contains { name in
            ["View", "Style", "Modifier", "App", "Scene", "Widget", "Provider", "Representable", "Controller"].contains
            {
                name.hasSuffix($0)
            }
        }
    }

    static func isInExtension(_ node: Syntax) -> Bool {
        var current = node.parent
        while let this = current {
            if this.is(ExtensionDeclSyntax.self) { return true }
            if this.is(StructDeclSyntax.self) || this.is(ClassDeclSyntax.self) || this.is(EnumDeclSyntax.self) {
                return false
            }
            current = this.parent
        }
        return false
    }

    /// `.regular(content: { Text(…) })`: a static factory the app does not declare, which draws the
    /// content its own way (a library's alert button). SwiftUI's own (`.default(Text(…))` of an
    /// alert's buttons) only lay it out.
    func libraryFactory(_ container: ViewContainer) -> String? {
        guard let member = container.call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
        else { return nil }
        let name = member.declName.baseName.text
        guard !Self.swiftUIFactories.contains(name), !index.memberNames.contains(name) else { return nil }
        return name
    }

    static let swiftUIFactories: Set<String> = ["init", "some", "default", "cancel", "destructive", "none"]

    /// `.customAlert(content: { AlertView() })`: content handed to a modifier neither SwiftUI nor the
    /// app declares, which presents it its own way (a library's alert, toast or bottom sheet).
    func libraryModifier(_ container: ViewContainer) -> String? {
        let name = container.name
        guard container.isModifier, name.first?.isLowercase == true else { return nil }
        let known =
            ModifierRules.styling.contains(name) || ModifierRules.neutral.contains(name)
            || ModifierRules.transforms.contains(name)
            || ModifierRules.unmodelled[name] != nil || index.viewFunctions[name] != nil
            || index.memberNames.contains(name)
        return known ? nil : name
    }
}
