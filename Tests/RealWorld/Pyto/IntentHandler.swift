//
//  IntentHandler.swift
//  Pyto Intents
//
//  Created by Emma Labbé on 30-07-19.
//  Copyright © 2018-2021 Emma Labbé. All rights reserved.
//

import Intents

class IntentHandler: INExtension {
    
    override func handler(for intent: INIntent) -> Any {
        // This is the default implementation.  If you want different objects to handle different intents,
        // you can override this and return the handler you want for that particular intent.
        
        if intent is RunScriptIntent {
            return RunScriptIntentHandler()
        } else if intent is RunCodeIntent {
            #if !Xcode11
            return RunCodeIntentHandler()
            #else
            return RunCodeIntentsHandler()
            #endif
        } else if intent is GetScriptOutputIntent {
            return GetScriptOutputIntentHandler()
        } else {
            
            #if !Xcode11
            if #available(iOSApplicationExtension 14.0, *), intent is ScriptIntent {
                return ScriptIntentHandler()
            } else if #available(iOSApplicationExtension 14.0, *), intent is SetContentInAppIntent {
                return SetContentInAppIntentHandler()
            } else if #available(iOSApplicationExtension 14.0, *), intent is ReloadWidgetsIntent {
               return ReloadWidgetsIntentHandler()
            }
            #endif
            
            return self
        }
    }
    
}
