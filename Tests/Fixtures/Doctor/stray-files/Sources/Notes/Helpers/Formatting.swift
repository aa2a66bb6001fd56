import Foundation

enum Formatting {
    static func title(_ text: String) -> String { text.capitalized }
}
