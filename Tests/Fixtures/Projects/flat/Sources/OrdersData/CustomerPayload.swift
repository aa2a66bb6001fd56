import Foundation
import Orders

struct CustomerPayload: Codable, Equatable {
    var id: UUID
    var displayName: String
    var email: String
    var accountState: String
}

extension CustomerPayload {
    var customer: Customer {
        Customer(id: id, name: displayName, email: email, isBlocked: accountState == "blocked")
    }
}
