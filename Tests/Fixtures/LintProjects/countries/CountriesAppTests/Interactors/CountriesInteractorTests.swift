import XCTest
@testable import CountriesApp

final class CountriesInteractorTests: XCTestCase {
    func testRefreshStoresTheCountries() async throws {
        let web = MockedCountriesWebRepository()
        let db = MockedCountriesDBRepository()
        web.countriesResponse = .success([ApiModel.Country(name: "Peru", translations: [:], population: 33, flag: nil, alpha3Code: "PER")])
        let sut = RealCountriesInteractor(webRepository: web, dbRepository: db)
        try await sut.refreshCountriesList()
        XCTAssertEqual(db.stored.map(\.alpha3Code), ["PER"])
    }
}
