// cicada_light: pedestrian-crossing traffic light controller (Moore FSM with a dwell timer)
module cicada_light (
    input  wire clk,
    input  wire rst,
    input  wire button,
    output reg  [2:0] cars,   // {red, amber, green}
    output reg  [1:0] walk    // {dont_walk, walk}
);
    localparam S_GREEN = 3'd0, S_AMBER = 3'd1, S_RED = 3'd2, S_WALK = 3'd3, S_FLASH = 3'd4;
    reg [2:0] state, nxt;
    reg [5:0] timer;
    reg       req;

    always @(posedge clk) begin
        if (rst) req <= 1'b0;
        else if (button) req <= 1'b1;
        else if (state == S_WALK) req <= 1'b0;
    end

    always @* begin
        nxt = state;
        case (state)
            S_GREEN: if (req && timer == 0) nxt = S_AMBER;
            S_AMBER: if (timer == 0) nxt = S_RED;
            S_RED:   if (timer == 0) nxt = S_WALK;
            S_WALK:  if (timer == 0) nxt = S_FLASH;
            S_FLASH: if (timer == 0) nxt = S_GREEN;
            default: nxt = S_GREEN;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            state <= S_GREEN;
            timer <= 6'd20;
        end else begin
            state <= nxt;
            if (nxt != state)
                case (nxt)
                    S_GREEN: timer <= 6'd20;
                    S_AMBER: timer <= 6'd3;
                    S_RED:   timer <= 6'd2;
                    S_WALK:  timer <= 6'd10;
                    default: timer <= 6'd4;
                endcase
            else if (timer != 0)
                timer <= timer - 1'b1;
        end
    end

    always @* begin
        case (state)
            S_GREEN: begin cars = 3'b001; walk = 2'b10; end
            S_AMBER: begin cars = 3'b010; walk = 2'b10; end
            S_RED:   begin cars = 3'b100; walk = 2'b10; end
            S_WALK:  begin cars = 3'b100; walk = 2'b01; end
            default: begin cars = 3'b100; walk = {1'b0, timer[0]}; end
        endcase
    end
endmodule
