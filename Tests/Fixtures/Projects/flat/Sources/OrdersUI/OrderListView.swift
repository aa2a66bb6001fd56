#if canImport(SwiftUI)
import Orders
import SwiftUI

public struct OrderListView: View {
    @State private var model: OrderListViewModel

    public init(model: OrderListViewModel) {
        _model = State(initialValue: model)
    }

    public var body: some View {
        List(model.orders) { order in
            OrderRowView(order: order)
                .swipeActions {
                    Button("Cancel", role: .destructive) {
                        Task { await model.cancel(order) }
                    }
                }
        }
        .overlay {
            if let failure = model.failure {
                ContentUnavailableView("Something went wrong", systemImage: "exclamationmark.triangle", description: Text(failure))
            }
        }
        .navigationTitle("Open orders")
        .refreshable { await model.refresh() }
        .task { await model.refresh() }
    }
}
#endif
