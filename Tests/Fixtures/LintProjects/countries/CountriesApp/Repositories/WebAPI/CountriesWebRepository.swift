import Foundation

protocol CountriesWebRepository: WebRepository {
    func countries() async throws -> [ApiModel.Country]
    func details(country: Country) async throws -> ApiModel.CountryDetails
}

struct RealCountriesWebRepository: CountriesWebRepository {
    let session: URLSession
    let baseURL: String

    init(session: URLSession) {
        self.session = session
        self.baseURL = "https://restcountries.com/v2"
    }

    func countries() async throws -> [ApiModel.Country] {
        try await call(path: "/all")
    }

    func details(country: Country) async throws -> ApiModel.CountryDetails {
        let encodedName = country.name.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? country.name
        let result: [ApiModel.CountryDetails] = try await call(path: "/name/\(encodedName)")
        guard let first = result.first else { throw APIError.unexpectedResponse }
        return first
    }
}
