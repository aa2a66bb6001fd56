import Foundation

protocol CountriesInteractor: Sendable {
    func refreshCountriesList() async throws
    func load(countryDetails country: Country) async throws -> Country.Details
}

struct RealCountriesInteractor: CountriesInteractor {
    let webRepository: CountriesWebRepository
    let dbRepository: CountriesDBRepository

    func refreshCountriesList() async throws {
        let apiCountries = try await webRepository.countries()
        try await dbRepository.store(countries: apiCountries.map { $0.toDomain() })
    }

    func load(countryDetails country: Country) async throws -> Country.Details {
        if let cached = try await dbRepository.countryDetails(for: country) {
            return cached
        }
        let details = try await webRepository.details(country: country)
        return Country.Details(capital: details.capital, currencies: [], neighbors: [])
    }
}

struct StubCountriesInteractor: CountriesInteractor {
    func refreshCountriesList() async throws {}
    func load(countryDetails country: Country) async throws -> Country.Details {
        Country.Details(capital: "", currencies: [], neighbors: [])
    }
}
