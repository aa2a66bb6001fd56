import Foundation

/// The `format`s the SARIF schema uses, checked leniently: the shape RFC 3986 / RFC 3339 require,
/// not every corner of them. Other formats are annotations and pass.
enum JSONFormats {
    /// Characters RFC 3986 allows in a URI (unreserved, reserved, and `%` for escapes).
    private static let uriCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".unicodeScalars)
    private static let hexDigits = Set("0123456789abcdefABCDEF".unicodeScalars)
    private static let dateTime = try! NSRegularExpression(
        pattern: #"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$"#)

    /// Why `text` is not of `format`, or nil when it is (or the format is not checked).
    static func problem(_ text: String, format: String) -> String? {
        switch format {
        case "uri":
            if let problem = uriReferenceProblem(text) { return problem }
            return hasScheme(text) ? nil : "`\(text)` is not an absolute URI (no scheme)"
        case "uri-reference":
            return uriReferenceProblem(text)
        case "date-time":
            let range = NSRange(text.startIndex..., in: text)
            return dateTime.firstMatch(in: text, range: range) == nil ? "`\(text)` is not an RFC 3339 date-time" : nil
        default:
            return nil
        }
    }

    private static func uriReferenceProblem(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            guard uriCharacters.contains(scalar) else { return "`\(text)` has a character a URI may not hold (`\(scalar.escaped(asASCII: true))`)" }
            if scalar == "%" {
                guard index + 2 < scalars.count, hexDigits.contains(scalars[index + 1]), hexDigits.contains(scalars[index + 2]) else {
                    return "`\(text)` has a `%` that is not a percent-escape"
                }
            }
        }
        return nil
    }

    /// `scheme ":"`, the scheme a letter then letters, digits, `+`, `-`, `.`.
    private static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon > text.startIndex else { return false }
        let scheme = text[..<colon]
        return scheme.first!.isLetter && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
