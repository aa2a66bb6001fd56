import FilmsApplication
import SwiftUI

struct FilmRow: View {
    let title: String
    let releaseYear: Int

    init(film: Film) {
        title = film.title
        releaseYear = film.releaseYear
    }

    var body: some View {
        Text(title)
    }
}
