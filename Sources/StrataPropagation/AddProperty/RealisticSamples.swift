import StrataModel

/// A sample value that reads like real data for a property's name and type, for test code a
/// person will read (`tagline` → `"Sample tagline"`, `homepage: URL` → a valid `https` URL,
/// `voteAverage: Double` → `7.5`, `releaseYear: Int` → `2024`). Deterministic: the same name and
/// type always give the same value, so goldens and second runs are stable.
enum RealisticSamples {
    static func literal(_ type: String, hint name: String) -> String? {
        let words = words(of: name)
        switch type {
        case "String": return "\"\(string(words))\""
        case "URL": return "URL(string: \"\(url(words))\")!"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return integer(words, type: type)
        case "Double", "Float", "CGFloat": return decimal(words)
        case "Decimal": return "Decimal(string: \"\(decimal(words))\")!"
        default: return BuiltinSamples.literal(type, hint: name)
        }
    }

    /// `voteAverage` → `["vote", "average"]`; `homepageURL` → `["homepage", "url"]`.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase && !current.isEmpty
                && (!(current.last?.isUppercase ?? false) || (next?.isLowercase ?? false))
            if character == "_" || character == "-" {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            if startsWord {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    private static func has(_ words: [String], _ candidates: Set<String>) -> Bool {
        words.contains { candidates.contains($0) }
    }

    private static func string(_ words: [String]) -> String {
        let last = words.last ?? ""
        if has(words, ["url", "link", "homepage", "website", "uri"]) { return url(words) }
        if has(words, ["email", "mail"]) { return "jane.doe@example.com" }
        if has(words, ["phone", "mobile", "tel"]) { return "+1 555 0100" }
        if has(words, ["color", "colour"]) { return "#FF9500" }
        if has(words, ["country"]) { return "France" }
        if has(words, ["city"]) { return "Lisbon" }
        if has(words, ["language", "locale"]) { return "en" }
        if has(words, ["currency"]) { return "EUR" }
        if has(words, ["date", "day"]) { return "2024-05-01" }
        // A number kept as text (`voteAverage: String` from an API) reads as one.
        if has(words, ["average", "rating", "score", "vote", "price", "amount", "percent", "popularity", "latitude", "longitude"]) { return decimal(words) }
        if has(words, ["year", "count", "number", "runtime", "budget", "revenue", "quantity"]) { return integer(words, type: "Int").replacingOccurrences(of: "_", with: "") }
        if ["id", "identifier", "uuid", "sku", "code", "key", "token"].contains(last) { return words.joined(separator: "-") + "-001" }
        if last == "name" { return words.count > 1 ? "Sample " + words.dropLast().joined(separator: " ") : "Jane Doe" }
        return "Sample " + words.joined(separator: " ")
    }

    private static func url(_ words: [String]) -> String {
        let path = words.filter { !["url", "uri", "link"].contains($0) }.joined(separator: "-")
        return "https://example.com/" + (path.isEmpty ? "page" : path)
    }

    private static func integer(_ words: [String], type: String) -> String {
        if has(words, ["year"]) { return "2024" }
        if has(words, ["budget", "revenue"]) { return "1_000_000" }
        if has(words, ["runtime", "duration", "minutes"]) { return "120" }
        if has(words, ["seconds"]) { return "90" }
        if has(words, ["age"]) { return "30" }
        if has(words, ["rating", "score", "stars"]) { return "4" }
        if has(words, ["price", "amount", "cost", "cents"]) { return "1_999" }
        if has(words, ["count", "total", "number", "quantity", "goal", "size"]) { return "3" }
        if has(words, ["index", "position", "order", "offset"]) { return "0" }
        return "1"
    }

    private static func decimal(_ words: [String]) -> String {
        if has(words, ["latitude", "lat"]) { return "48.8566" }
        if has(words, ["longitude", "lng", "lon"]) { return "2.3522" }
        if has(words, ["rating", "average", "score", "vote"]) { return "7.5" }
        if has(words, ["price", "amount", "cost", "total"]) { return "9.99" }
        if has(words, ["percent", "percentage", "progress", "ratio", "opacity"]) { return "0.5" }
        if has(words, ["popularity"]) { return "42.5" }
        return "1.5"
    }

    /// `genres` → `genre`: the name of one element of a collection property.
    static func singular(_ name: String) -> String {
        if name.hasSuffix("ies"), name.count > 3 { return String(name.dropLast(3)) + "y" }
        if name.hasSuffix("ses") || name.hasSuffix("xes") { return String(name.dropLast(2)) }
        if name.hasSuffix("s"), !name.hasSuffix("ss"), name.count > 1 { return String(name.dropLast()) }
        return name
    }
}
