/// A spec duration: whole seconds (`900`) or whole numbers with units, largest first (`15m`, `2h`,
/// `1d`, `1h30m`).
enum DurationText {
    /// Why a text is not a usable duration.
    enum Problem: Error, Equatable {
        /// Not digits with units: `15x`, `1.5h`, `-5`, `15 m`.
        case malformed
        /// A unit twice or after a smaller one (`1h2h`, `30m1h`).
        case unitsOutOfOrder
        case zero
        /// More than `limit` seconds (or too large to count).
        case tooLong
    }

    static let units: [Character: Int] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
    /// A hundred years: anything longer is a typo, and still fits generated `TimeInterval` literals exactly.
    static let limit = 100 * 366 * 86_400

    /// The number of seconds `text` stands for.
    static func seconds(_ text: String) -> Result<Int, Problem> {
        guard !text.isEmpty else { return .failure(.malformed) }
        if text.allSatisfy(\.isASCIIDigit) { return checked(Int(text)) }
        var total = 0
        var digits = ""
        var previousUnit = Int.max
        for character in text {
            if character.isASCIIDigit {
                digits.append(character)
                continue
            }
            guard let unit = units[character], !digits.isEmpty else { return .failure(.malformed) }
            guard unit < previousUnit else { return .failure(.unitsOutOfOrder) }
            previousUnit = unit
            guard let amount = Int(digits) else { return .failure(.tooLong) }
            let (product, overflow) = amount.multipliedReportingOverflow(by: unit)
            guard !overflow else { return .failure(.tooLong) }
            let (sum, sumOverflow) = total.addingReportingOverflow(product)
            guard !sumOverflow else { return .failure(.tooLong) }
            total = sum
            digits = ""
        }
        // Trailing digits without a unit (`1h30`) are ambiguous.
        guard digits.isEmpty else { return .failure(.malformed) }
        return checked(total)
    }

    private static func checked(_ seconds: Int?) -> Result<Int, Problem> {
        guard let seconds, seconds <= limit else { return .failure(.tooLong) }
        return seconds == 0 ? .failure(.zero) : .success(seconds)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
