import SwiftSyntax

/// What a container does to the text inside it, by the container's name and the argument the text
/// is in: most only lay it out; some are drawn by the system (menus, alerts, section headers), some
/// start a new screen, some make it a button's label.
enum ContainerEffect: Equatable {
    /// Lays the text out; the climb goes on.
    case layout
    /// The system draws this text in its own style: listed, not judged.
    case system(String)
    /// Never drawn as text (an accessibility label, a mask).
    case notDrawn(String)
    /// A new screen or window: what is outside is not behind it.
    case presentation
    /// The text is the label of a button-like control (`Button`, `Link`, a `Menu`'s label).
    case buttonLabel(String)
    /// A row of a List or Form.
    case list(InheritedStyle.ListContainer)
    /// Colours laid before it in the stack are under it.
    case zStack
    /// Text over another view: that view's background is behind it.
    case overlay
    /// A NavigationSplitView's sidebar column.
    case sidebar
    /// A Picker's label: drawn or not by the picker's style.
    case pickerLabel
    /// A `LabeledContent`'s value: drawn in the secondary style unless the text has its own.
    case labeledValue
    /// A view from outside the app whose drawing the scan cannot read.
    case unknownView(String)

    /// SwiftUI's containers that only lay their content out.
    static let layoutViews: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "ScrollView", "ScrollViewReader", "GeometryReader", "Group", "ForEach", "NavigationView", "NavigationStack",
        "NavigationSplitView", "ViewThatFits", "TabView", "GroupBox", "HSplitView", "VSplitView", "AnyView",
        "DisclosureGroup", "LabeledContent", "ControlGroup", "Label", "TimelineView", "PhaseAnimator",
        "KeyframeAnimator", "Toggle", "Stepper", "DatePicker", "ColorPicker", "Slider", "Text", "VSplit", "HSplit",
        "EmptyView", "Spacer", "Table", "TableColumn", "OutlineGroup", "Canvas", "SwiftUI.Group", "SwiftUI.VStack",
        "SwiftUI.HStack", "Optional", "AnyLayout", "Layout", "withAnimation", "withTransaction",
        "SubscriptionStoreView",
    ]

    /// The effect of `container` on a view in it.
    static func of(_ container: ViewContainer) -> ContainerEffect {
        let name = container.name, label = container.label
        switch name {
        case "Menu": return label == "label" ? .buttonLabel("Menu") : .system("menu item")
        case "Picker": return label == "label" ? .pickerLabel : .system("picker option")
        case "contextMenu": return .system("context menu item")
        case "alert", "Alert", "ActionSheet": return .system("alert")
        case "confirmationDialog": return .system("confirmation dialog")
        case "toolbar", "ToolbarItem", "ToolbarItemGroup", "ToolbarTitleMenu", "navigationBarItems":
            return .system("toolbar item")
        case "Section":
            if label == "header" { return .system("section header") }
            if label == "footer" { return .system("section footer") }
            return .layout
        case "tabItem": return .system("tab item")
        case "Tab": return container.isTrailingClosure ? .presentation : .system("tab item")
        case "swipeActions": return .system("swipe action")
        case "CommandMenu", "CommandGroup", "commands": return .system("menu bar command")
        case "MenuBarExtra": return .system("menu bar extra")
        case "navigationTitle", "navigationBarTitle", "navigationSubtitle": return .system("navigation title")
        case "help": return .system("help tag")
        case "configurationDisplayName",
            "description" where container.isModifier:
            return .system("widget gallery text")
        case "widgetLabel": return .system("widget label")
        case "searchable": return .system("search prompt")
        case "ContentUnavailableView": return .system("content unavailable view")
        case "badge": return .system("badge")
        case "searchSuggestions", "searchCompletion": return .system("search suggestion")
        case "ProgressView", "Gauge": return .system("progress label")
        case "TextField", "SecureField", "TextEditor": return .system("text field placeholder")
        case "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityInputLabels",
            "accessibilityAction", "accessibilityCustomContent", "accessibilityRotor", "accessibilityElement":
            return .notDrawn("accessibility text")
        case "mask": return .notDrawn("a mask's shape")
        case "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector", "WindowGroup", "Window",
            "Settings", "DocumentGroup", "UtilityWindow", "NSHostingView", "NSHostingController", "UIHostingController",
            "UIHostingConfiguration", "NSHostingMenu", "NSHostingSceneRepresentation", "StaticConfiguration",
            "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration", "ControlWidgetButton",
            "StaticControlConfiguration", "AppIntentControlConfiguration":
            return .presentation
        case "NavigationLink":
            if label == "destination" { return .presentation }
            let hasLabelClosure = container.call.additionalTrailingClosures.contains { $0.label.text == "label" }
            if container.isTrailingClosure && hasLabelClosure { return .presentation }
            // `NavigationLink("Title") { Detail() }`, `NavigationLink(unwrapping: $route) { _ in Detail() }`:
            // after a title, or taking a value, the one closure is the destination.
            if container.isTrailingClosure,
                container.call.arguments.first.map({ $0.label == nil }) == true
                    || container.call.trailingClosure?.signature?.parameterClause != nil
            {
                return .presentation
            }
            return .buttonLabel("NavigationLink")
        case "Button", "Link", "ShareLink", "PasteButton", "EditButton", "RenameButton":
            return .buttonLabel(name)
        case "NavigationSplitView":
            return container.isTrailingClosure || label == "sidebar" ? .sidebar : .layout
        case "LabeledContent":
            return container.isTrailingClosure || label == "content" || label == "value" ? .labeledValue : .layout
        case "List": return .list(.list)
        case "Form": return .list(.form)
        case "ZStack": return .zStack
        case "overlay": return .overlay
        default:
            if container.isModifier || layoutViews.contains(name) { return .layout }
            // A lowercase call (`makeRow { … }`, `withAnimation`) is the app's code: it lays out.
            guard let first = name.first, first.isUppercase else { return .layout }
            return .unknownView(name)
        }
    }
}
