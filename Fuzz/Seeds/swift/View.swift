import SwiftUI

struct ShelfView<Model: ObservableObject & Sendable>: View where Model: AnyObject {
    @StateObject var model: Model
    let matrix: [[Int]] = [[1, 2], [3, [4].count]]
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<3) { index in
                    HStack { Text(#"raw \(index) "quoted""#); Spacer(); Text("\(index * 2)") }
                }
            }
            .task { await withTaskGroup(of: Void.self) { group in group.addTask { } } }
        }
    }
}

#if DEBUG
#Preview { ShelfView(model: PreviewModel()) }
#endif
