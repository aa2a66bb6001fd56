import Foundation
import SwiftData

protocol CountriesDBRepository: Sendable {
    func hasLoadedCountries() async throws -> Bool
    func store(countries: [Country]) async throws
    func countryDetails(for country: Country) async throws -> Country.Details?
}

@ModelActor
actor RealCountriesDBRepository: CountriesDBRepository {
    func hasLoadedCountries() async throws -> Bool {
        try modelContext.fetchCount(FetchDescriptor<DBModel.Country>()) > 0
    }

    func store(countries: [Country]) async throws {
        for country in countries {
            modelContext.insert(DBModel.Country(country))
        }
        try modelContext.save()
    }

    func countryDetails(for country: Country) async throws -> Country.Details? {
        let code = country.alpha3Code
        let descriptor = FetchDescriptor<DBModel.CountryDetails>(predicate: #Predicate { $0.alpha3Code == code })
        return try modelContext.fetch(descriptor).first.map { $0.toDomain() }
    }
}
