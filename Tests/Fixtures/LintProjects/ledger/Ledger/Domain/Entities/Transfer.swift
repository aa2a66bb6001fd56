import Foundation

struct Transfer: Identifiable, Equatable {
    let id: UUID
    let from: Account.ID
    let to: Account.ID
    let amount: Decimal
    let date: Date
    var status: Status

    enum Status: Equatable {
        case pending
        case booked
        case rejected(reason: String)
    }
}
