import SwiftUI

struct CountriesList: View {
    @State private var countries: [Country] = []
    @State private var searchText = ""
    let container: DIContainer

    var body: some View {
        List(filtered) { country in
            Text(country.name)
        }
        .searchable(text: $searchText)
        .task { try? await container.interactors.countries.refreshCountriesList() }
    }

    private var filtered: [Country] {
        searchText.isEmpty ? countries : countries.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }
}
