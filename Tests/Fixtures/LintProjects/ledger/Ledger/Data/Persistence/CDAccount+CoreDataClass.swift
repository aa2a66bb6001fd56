import CoreData
import Foundation

@objc(CDAccount)
final class CDAccount: NSManagedObject {
    @NSManaged var id: UUID
    @NSManaged var name: String
    @NSManaged var balance: NSDecimalNumber
    @NSManaged var currency: String
    @NSManaged var kind: String

    func toDomain() -> Account {
        Account(id: id, name: name, balance: balance as Decimal, currency: Currency(code: currency), kind: Account.Kind(rawValue: kind) ?? .checking)
    }

    func update(from account: Account) {
        id = account.id
        name = account.name
        balance = NSDecimalNumber(decimal: account.balance)
        currency = account.currency.code
        kind = account.kind.rawValue
    }
}
