import Foundation
import SwiftData

enum DBModel {}

extension DBModel {
    @Model
    final class Country {
        @Attribute(.unique) var alpha3Code: String
        var name: String
        var population: Int

        init(_ country: CountriesApp.Country) {
            alpha3Code = country.alpha3Code
            name = country.name
            population = country.population
        }
    }

    @Model
    final class CountryDetails {
        @Attribute(.unique) var alpha3Code: String
        var capital: String

        init(alpha3Code: String, capital: String) {
            self.alpha3Code = alpha3Code
            self.capital = capital
        }

        func toDomain() -> CountriesApp.Country.Details {
            CountriesApp.Country.Details(capital: capital, currencies: [], neighbors: [])
        }
    }
}
