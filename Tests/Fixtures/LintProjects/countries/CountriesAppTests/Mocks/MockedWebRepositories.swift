import Foundation
@testable import CountriesApp

final class MockedCountriesWebRepository: CountriesWebRepository, @unchecked Sendable {
    let session: URLSession = .shared
    let baseURL = "https://test.com"
    var countriesResponse: Result<[ApiModel.Country], Error> = .success([])

    func countries() async throws -> [ApiModel.Country] {
        try countriesResponse.get()
    }

    func details(country: Country) async throws -> ApiModel.CountryDetails {
        throw APIError.unexpectedResponse
    }
}

final class MockedCountriesDBRepository: CountriesDBRepository, @unchecked Sendable {
    var stored: [Country] = []
    func hasLoadedCountries() async throws -> Bool { !stored.isEmpty }
    func store(countries: [Country]) async throws { stored = countries }
    func countryDetails(for country: Country) async throws -> Country.Details? { nil }
}
