import Foundation

struct ShowQuery: Equatable {
    let query: String
}
