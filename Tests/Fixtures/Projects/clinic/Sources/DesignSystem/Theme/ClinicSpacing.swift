import Foundation

/// The 4-point spacing scale used by every screen.
public enum ClinicSpacing {
    public static let extraSmall: CGFloat = 4
    public static let small: CGFloat = 8
    public static let medium: CGFloat = 16
    public static let large: CGFloat = 24
    public static let extraLarge: CGFloat = 32

    public static let cornerRadius: CGFloat = 12
    public static let minimumTapTarget: CGFloat = 44
}
