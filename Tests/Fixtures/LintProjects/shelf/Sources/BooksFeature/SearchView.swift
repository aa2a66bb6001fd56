import BooksDomain
import DesignSystem
import SwiftUI

public struct SearchView: View {
    @State private var model: SearchViewModel

    public init(model: SearchViewModel) {
        _model = State(initialValue: model)
    }

    public var body: some View {
        List(model.results) { book in
            HStack {
                BookCover(url: book.coverURL)
                Text(book.title)
            }
        }
        .searchable(text: $model.query)
        .onSubmit(of: .search) { Task { await model.search() } }
    }
}
