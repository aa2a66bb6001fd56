import Foundation

struct Country: Codable, Equatable, Identifiable, Sendable {
    let name: String
    let translations: [String: String?]
    let population: Int
    let flag: URL?
    let alpha3Code: Code

    typealias Code = String
    var id: String { alpha3Code }
}

extension Country {
    struct Details: Codable, Equatable, Sendable {
        let capital: String
        let currencies: [Currency]
        let neighbors: [Country]
    }

    struct Currency: Codable, Equatable, Identifiable, Sendable {
        let code: String
        let symbol: String?
        let name: String
        var id: String { code }
    }
}
