// Two-road traffic light controller with pedestrian request.
module TrafficCtrl (
    input            clk_50,
    input            reset,
    input            ped_req,
    input            car_side,
    output reg [2:0] main_lamp,   // {red, amber, green}
    output reg [2:0] side_lamp,
    output reg       walk
);
    localparam S_MAIN_GO   = 3'd0,
               S_MAIN_WARN = 3'd1,
               S_ALL_STOP1 = 3'd2,
               S_SIDE_GO   = 3'd3,
               S_SIDE_WARN = 3'd4,
               S_ALL_STOP2 = 3'd5,
               S_WALK      = 3'd6;

    reg [2:0] state, next_state;
    reg [5:0] timer;
    reg       tmr_load;
    reg [5:0] tmr_val;
    reg       ped_latched;
    wire      expired = (timer == 6'd0);

    always @(posedge clk_50)
        if (reset) ped_latched <= 1'b0;
        else if (ped_req) ped_latched <= 1'b1;
        else if (state == S_WALK) ped_latched <= 1'b0;

    // next-state logic; also tells the timer what to load on a transition
    always @* begin
        next_state = state;
        tmr_load   = 1'b0;
        tmr_val    = 6'd2;
        case (state)
            S_MAIN_GO:
                if (expired && (car_side || ped_latched)) begin
                    next_state = S_MAIN_WARN; tmr_load = 1'b1; tmr_val = 6'd5;
                end
            S_MAIN_WARN:
                if (expired) begin
                    next_state = S_ALL_STOP1; tmr_load = 1'b1; tmr_val = 6'd2;
                end
            S_ALL_STOP1:
                if (expired) begin
                    tmr_load = 1'b1;
                    if (ped_latched) begin next_state = S_WALK;    tmr_val = 6'd30; end
                    else             begin next_state = S_SIDE_GO; tmr_val = 6'd25; end
                end
            S_SIDE_GO:
                if (expired) begin
                    next_state = S_SIDE_WARN; tmr_load = 1'b1; tmr_val = 6'd5;
                end
            S_SIDE_WARN:
                if (expired) begin
                    next_state = S_ALL_STOP2; tmr_load = 1'b1; tmr_val = 6'd2;
                end
            S_ALL_STOP2:
                if (expired) begin
                    next_state = S_MAIN_GO; tmr_load = 1'b1; tmr_val = 6'd40;
                end
            S_WALK:
                if (expired) begin
                    next_state = S_ALL_STOP2; tmr_load = 1'b1; tmr_val = 6'd2;
                end
            default: begin
                next_state = S_MAIN_GO; tmr_load = 1'b1; tmr_val = 6'd40;
            end
        endcase
    end

    always @(posedge clk_50)
        if (reset) state <= S_MAIN_GO;
        else       state <= next_state;

    always @(posedge clk_50)
        if (reset)         timer <= 6'd40;
        else if (tmr_load) timer <= tmr_val;
        else if (!expired) timer <= timer - 1'b1;

    always @* begin
        main_lamp = 3'b100;
        side_lamp = 3'b100;
        walk      = 1'b0;
        case (state)
            S_MAIN_GO:   main_lamp = 3'b001;
            S_MAIN_WARN: main_lamp = 3'b010;
            S_SIDE_GO:   side_lamp = 3'b001;
            S_SIDE_WARN: side_lamp = 3'b010;
            S_WALK:      walk      = 1'b1;
            default: ;
        endcase
    end
endmodule
