import Foundation

public struct Shelf: Hashable {
  public let id: String
  public let title: String
  public let itemCount: Int
  public let location: Spot

  public init(id: String, title: String, itemCount: Int, location: Spot) {
    self.id = id
    self.title = title
    self.itemCount = itemCount
    self.location = location
  }
}

public struct Spot: Hashable {
  public let latitude: Double
  public let longitude: Double

  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}
