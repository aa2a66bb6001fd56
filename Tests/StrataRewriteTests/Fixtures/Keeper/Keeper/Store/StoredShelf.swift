import Foundation
import RealmSwift

final class StoredShelf: Object {
  @objc dynamic var id: String = ""
  @objc dynamic var title: String = ""
  @objc dynamic var itemCount: Int = 0
  @objc dynamic var latitude: Double = 0
  @objc dynamic var longitude: Double = 0
}

extension StoredShelf {
  func asModel() -> Shelf {
    Shelf(id: id, title: title, itemCount: itemCount, location: Spot(latitude: latitude, longitude: longitude))
  }
}
