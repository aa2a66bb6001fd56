import SwiftData
import SwiftUI

@main
struct CountriesApp: App {
    let container = try! ModelContainer(for: DBModel.Country.self, DBModel.CountryDetails.self)

    var body: some Scene {
        WindowGroup {
            CountriesList(container: .live(container: container))
        }
    }
}
