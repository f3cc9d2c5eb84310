/// SwiftUI modifiers by what they do to a text's pair. A modifier not named here and not the app's
/// own makes the pair unknown: the site is unresolved with the modifier as the reason, never
/// measured as if it were not there.
enum ModifierRules {
    /// Modifiers that set the text's colour, background, font or visibility: `StyleClimber` applies them.
    static let styling: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "listRowBackground", "tint", "accentColor", "font",
        "bold", "fontWeight", "opacity", "buttonStyle", "listStyle", "environment", "preferredColorScheme",
        "colorScheme", "redacted", "hidden", "modifier", "labelStyle", "backgroundStyle", "containerBackground",
        "scrollContentBackground", "overlay",
    ]

    /// A collection's or optional's functions (`items.map { Text($0) }`): the views they make are laid out.
    static let transforms: Set<String> = [
        "map", "flatMap", "compactMap", "forEach", "filter", "reduce", "sorted", "enumerated", "first", "last",
        "prefix", "suffix", "dropFirst", "dropLast", "reversed", "lazy", "joined", "indices", "then",
    ]

    /// Modifiers that change the pair in ways the scan does not model.
    static let unmodelled: [String: String] = [
        "colorMultiply": "colour multiplied", "colorInvert": "colours inverted", "blendMode": "blend mode",
        "saturation": "saturation changed", "brightness": "brightness changed", "contrast": "contrast changed",
        "hueRotation": "hue rotated", "grayscale": "greyscale", "luminanceToAlpha": "luminance to alpha",
        "glassEffect": "glass effect", "visualEffect": "visual effect", "materialActiveAppearance": "material",
        "presentationBackground": "presentation background", "symbolRenderingMode": "symbol rendering",
    ]

    /// Modifiers that leave the text's colours, background and size alone: layout, behaviour,
    /// accessibility, navigation, animation.
    static let neutral: Set<String> = [
        // Layout and shape.
        "padding", "frame", "fixedSize", "layoutPriority", "offset", "position", "alignmentGuide", "aspectRatio",
        "scaledToFit", "scaledToFill", "clipped", "clipShape", "cornerRadius", "border", "shadow",
        "edgesIgnoringSafeArea",
        "ignoresSafeArea", "safeAreaInset", "safeAreaPadding", "contentMargins", "scaleEffect", "rotationEffect",
        "rotation3DEffect", "zIndex", "coordinateSpace", "containerRelativeFrame", "contentShape", "compositingGroup",
        "drawingGroup", "geometryGroup", "blur", "listRowInsets", "listRowSeparator", "listRowSeparatorTint",
        "listSectionSeparator", "listRowSpacing", "listSectionSpacing", "scrollIndicators", "scrollDisabled",
        "scrollTargetLayout", "scrollTargetBehavior", "scrollPosition", "scrollClipDisabled", "scrollDismissesKeyboard",
        "scrollBounceBehavior", "defaultScrollAnchor", "gridCellColumns", "gridColumnAlignment", "gridCellAnchor",
        "gridCellUnsizedAxes", "horizontalRadioGroupLayout", "controlSize", "buttonBorderShape", "imageScale",
        "resizable", "renderingMode", "interpolation", "antialiased", "symbolVariant", "symbolEffect",
        "presentationDetents", "presentationDragIndicator", "presentationCornerRadius", "presentationCompactAdaptation",
        "interactiveDismissDisabled", "navigationBarTitleDisplayMode", "navigationBarHidden",
        "navigationBarBackButtonHidden",
        "navigationSplitViewColumnWidth", "navigationViewStyle", "toolbarBackground", "toolbarColorScheme",
        "toolbarRole", "toolbarTitleDisplayMode", "toolbarVisibility", "statusBarHidden", "statusBar",
        "persistentSystemOverlays", "tabViewStyle", "indexViewStyle", "pickerStyle", "toggleStyle", "textFieldStyle",
        "datePickerStyle", "progressViewStyle", "gaugeStyle", "menuStyle", "groupBoxStyle",
        "labeledContentStyle", "disclosureGroupStyle", "navigationSplitViewStyle", "tableStyle", "controlGroupStyle",
        "menuIndicator", "menuOrder", "presentationBackgroundInteraction", "containerShape", "mask",
        // Text layout that keeps size and colours.
        "lineLimit", "lineSpacing", "multilineTextAlignment", "truncationMode", "minimumScaleFactor",
        "allowsTightening", "kerning", "tracking", "baselineOffset", "textCase", "italic", "underline",
        "strikethrough", "monospaced", "monospacedDigit", "fontDesign", "fontWidth", "textSelection",
        "dynamicTypeSize", "flipsForRightToLeftLayoutDirection", "privacySensitive", "unredacted",
        "textContentType", "keyboardType", "autocapitalization", "textInputAutocapitalization",
        "autocorrectionDisabled", "disableAutocorrection", "submitLabel", "lineHeight", "typesettingLanguage",
        "speechAdjustedPitch", "speechAlwaysIncludesPunctuation", "speechSpellsOutCharacters", "textScale",
        // Behaviour, state, gestures, data.
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onAppear",
        "onDisappear", "onChange", "onReceive", "onSubmit", "task", "refreshable", "id", "tag", "disabled",
        "allowsHitTesting", "focused", "focusable", "focusedValue", "focusedSceneValue", "focusEffectDisabled",
        "keyboardShortcut", "onHover", "onDrag", "onDrop", "draggable", "dropDestination", "onCopyCommand",
        "onPasteCommand", "onDeleteCommand", "onMoveCommand", "onExitCommand", "onOpenURL", "onContinueUserActivity",
        "userActivity", "handlesExternalEvents", "environmentObject", "transformEnvironment", "animation",
        "transition", "transaction", "matchedGeometryEffect", "contentTransition", "sensoryFeedback",
        "onPreferenceChange", "preference", "anchorPreference", "transformPreference", "onGeometryChange",
        "onScrollGeometryChange", "onScrollPhaseChange", "onScrollVisibilityChange", "onKeyPress", "fileImporter",
        "fileExporter", "fileMover", "photosPicker", "confirmationDialog", "alert", "sheet", "fullScreenCover",
        "popover", "navigationDestination", "inspector", "inspectorColumnWidth", "searchable", "searchScopes",
        "searchSuggestions", "searchFocused", "toolbar", "navigationTitle", "navigationBarTitle",
        "navigationSubtitle", "navigationBarItems", "tabItem", "badge", "help", "contextMenu", "swipeActions",
        "onMove", "onDelete", "onInsert", "deleteDisabled", "moveDisabled", "selectionDisabled", "listItemTint",
        "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityIdentifier",
        "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden",
        "accessibilityAction", "accessibilityActions", "accessibilitySortPriority", "accessibilityInputLabels",
        "accessibilityRepresentation", "accessibilityChildren", "accessibilityCustomContent", "accessibilityHeading",
        "accessibilityShowsLargeContentViewer", "accessibilityRotor", "accessibilityFocused",
        "accessibilityAdjustableAction",
        "accessibilityScrollAction", "accessibilityLinkedGroup", "accessibilityRespondsToUserInteraction",
        "accessibility", "previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation",
        "previewContext", "navigationLinkIndicatorVisibility", "defaultFocus", "prefersDefaultFocus",
        "focusScope", "labelsHidden", "scenePadding", "windowResizability", "defaultSize", "commandsRemoved",
        "keyboardShortcuts", "onCommand", "touchBar", "sheetPresentation", "digitalCrownRotation",
        "widgetURL", "widgetAccentable", "invalidatableContent", "containerRelativeShape", "contentShapes",
        "hoverEffect", "hoverEffectDisabled", "pointerStyle", "onPencilDoubleTap", "scrollTransition",
        "safeAreaIgnoringInsets", "environmentValues", "alignmentGuides", "presentationSizing",
        "navigationTransition", "matchedTransitionSource", "tabViewCustomization", "tabViewSidebarHeader",
        "labelIconToTitleSpacing", "labelReservedIconWidth", "handleGestureShouldBegin", "sectionActions",
        "backgroundExtensionEffect", "toolbarItemHidden", "onScrollTargetVisibilityChange", "accessibilityZoomAction",
        "luminanceToAlphaDisabled", "listSectionIndexVisibility", "sectionIndexLabel",
        "searchPresentationToolbarBehavior",
        "menuActionDismissBehavior", "buttonRepeatBehavior", "springLoadingBehavior", "dialogIcon",
        "dialogSuppressionToggle", "fileDialogMessage", "scrollEdgeEffectStyle", "tabBarMinimizeBehavior",
        "safeAreaBar", "presentationContentInteraction", "submitScope", "textEditorStyle", "findNavigator",
        "findDisabled", "replaceDisabled", "typeSelectEquivalent", "onModifierKeysChanged", "popoverTip",
        "introspect", "showWindow", "focusedObject", "focusedSceneObject", "_trait", "trait",
        "windowToolbarStyle", "windowStyle", "onSizeChange", "readSize", "measureSize",
        "equatable", "erased", "eraseToAnyView", "any", "toAnyView", "debug", "embedInNavigation",
    ]
}
