// sequoia_lights: two-road traffic light controller FSM with pedestrian request and timers
module sequoia_lights #(
    parameter T_GREEN  = 8,
    parameter T_YELLOW = 3,
    parameter T_WALK   = 5
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       ped_req,
    output reg  [2:0] main_rgy,   // {red, yellow, green}
    output reg  [2:0] side_rgy,
    output reg        walk
);
    localparam MAIN_G = 3'd0, MAIN_Y = 3'd1, SIDE_G = 3'd2, SIDE_Y = 3'd3, WALK = 3'd4;
    reg [2:0] state, nxt;
    reg [3:0] timer;
    reg       ped_pend;

    always @(posedge clk) begin
        if (rst) begin
            state    <= MAIN_G;
            timer    <= 0;
            ped_pend <= 1'b0;
        end else begin
            if (ped_req) ped_pend <= 1'b1;
            if (state != nxt) begin
                state <= nxt;
                timer <= 0;
                if (nxt == WALK) ped_pend <= 1'b0;
            end else
                timer <= timer + 1'b1;
        end
    end

    always @* begin
        nxt = state;
        case (state)
            MAIN_G: if (timer == T_GREEN - 1)  nxt = MAIN_Y;
            // BUG: yellow ends one cycle early (should be T_YELLOW - 1)
            MAIN_Y: if (timer == T_YELLOW - 2) nxt = ped_pend ? WALK : SIDE_G;
            SIDE_G: if (timer == T_GREEN - 1)  nxt = SIDE_Y;
            SIDE_Y: if (timer == T_YELLOW - 1) nxt = MAIN_G;
            WALK:   if (timer == T_WALK - 1)   nxt = SIDE_G;
            default: nxt = MAIN_G;
        endcase
    end

    always @* begin
        main_rgy = 3'b100;
        side_rgy = 3'b100;
        walk     = 1'b0;
        case (state)
            MAIN_G: main_rgy = 3'b001;
            MAIN_Y: main_rgy = 3'b010;
            SIDE_G: side_rgy = 3'b001;
            SIDE_Y: side_rgy = 3'b010;
            WALK:   walk     = 1'b1;
            default: ;
        endcase
    end
endmodule
