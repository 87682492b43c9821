// Stub of Wikipedia's WMFComponents module (its own theme), not Apple's. Its colours are UIKit's UIColor, as the app's are.
import UIKit

public struct ThemeColors {
    public let secondaryText: UIColor
    public let searchFieldBackground: UIColor
    public let paperBackground: UIColor
}

public struct Theme {
    public let colors: ThemeColors
    public static let widgetLight = Theme(colors: ThemeColors(secondaryText: .gray, searchFieldBackground: .lightGray, paperBackground: .white))
    public static let widgetDark = Theme(colors: ThemeColors(secondaryText: .lightGray, searchFieldBackground: .darkGray, paperBackground: .black))
}
