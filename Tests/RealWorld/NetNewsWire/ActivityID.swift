//
//  ActivityID.swift
//  NetNewsWire-iOS
//
//  Created by Maurice Parker on 8/23/19.
//  Copyright © 2019 Ranchero Software. All rights reserved.
//

import Foundation

enum ActivityID: String {
	case accountID = "accountID"
	case accountName = "accountName"
	case feedID = "feedID"
	case articleID = "articleID"
}
