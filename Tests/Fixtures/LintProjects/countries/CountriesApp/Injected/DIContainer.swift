import Foundation
import SwiftData

struct DIContainer: Sendable {
    let appState: AppState
    let interactors: Interactors

    struct Interactors: Sendable {
        let countries: CountriesInteractor

        static var stub: Interactors { Interactors(countries: StubCountriesInteractor()) }
    }

    static func live(container: ModelContainer) -> DIContainer {
        let web = RealCountriesWebRepository(session: .shared)
        let db = RealCountriesDBRepository(modelContainer: container)
        return DIContainer(appState: AppState(), interactors: Interactors(countries: RealCountriesInteractor(webRepository: web, dbRepository: db)))
    }
}

struct AppState: Equatable, Sendable {
    var routing = Routing()
    struct Routing: Equatable, Sendable {
        var selectedCountry: Country.Code?
    }
}
