import Foundation

/// Wire types of the REST Countries API, kept apart from the app's own models.
enum ApiModel {
    struct Country: Codable, Equatable {
        let name: String
        let translations: [String: String?]
        let population: Int
        let flag: URL?
        let alpha3Code: String

        func toDomain() -> CountriesApp.Country {
            CountriesApp.Country(name: name, translations: translations, population: population, flag: flag, alpha3Code: alpha3Code)
        }
    }

    struct CountryDetails: Codable, Equatable {
        let capital: String
        let currencies: [Currency]
        let borders: [String]
    }

    struct Currency: Codable, Equatable {
        let code: String
        let symbol: String?
        let name: String
    }
}
