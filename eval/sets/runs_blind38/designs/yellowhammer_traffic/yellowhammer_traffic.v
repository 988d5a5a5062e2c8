// yellowhammer_traffic: two-road traffic light controller with pedestrian request.
// States: main green -> main yellow -> all red -> side green -> side yellow -> all red.
// A pedestrian request (ped_req) shortens the main green once it has run MIN_GREEN ticks;
// ped_walk is lit during the all-red phase that follows. Timing is counted in 'tick'
// pulses (e.g. 1 Hz from a prescaler). Define YH_SHORT for simulation-length timers.
module yellowhammer_traffic (
    input  wire       clk,
    input  wire       rst,
    input  wire       tick,
    input  wire       ped_req,
    output reg  [2:0] main_light,   // {red, yellow, green}
    output reg  [2:0] side_light,
    output reg        ped_walk
);
`ifdef YH_SHORT
    localparam T_GREEN = 6, MIN_GREEN = 2, T_YELLOW = 2, T_RED = 1, T_SIDE = 4;
`else
    localparam T_GREEN = 45, MIN_GREEN = 10, T_YELLOW = 4, T_RED = 2, T_SIDE = 25;
`endif
    localparam MG = 3'd0, MY = 3'd1, AR1 = 3'd2, SG = 3'd3, SY = 3'd4, AR2 = 3'd5;

    reg [2:0] state;
    reg [5:0] timer;
    reg       ped_latched;

    always @(posedge clk) begin
        if (rst) begin
            state       <= MG;
            timer       <= 6'd0;
            ped_latched <= 1'b0;
        end else begin
            if (ped_req) ped_latched <= 1'b1;
            if (tick) begin
                timer <= timer + 1'b1;
                case (state)
                    MG:  if (timer >= T_GREEN - 1 || (ped_latched && timer >= MIN_GREEN - 1))
                             begin state <= MY; timer <= 0; end
                    MY:  if (timer >= T_YELLOW - 1) begin state <= AR1; timer <= 0; end
                    AR1: if (timer >= T_RED - 1)    begin state <= SG;  timer <= 0; ped_latched <= 1'b0; end
                    SG:  if (timer >= T_SIDE - 1)   begin state <= SY;  timer <= 0; end
                    SY:  if (timer >= T_YELLOW - 1) begin state <= AR2; timer <= 0; end
                    AR2: if (timer >= T_RED - 1)    begin state <= MG;  timer <= 0; end
                    default: begin state <= MG; timer <= 0; end
                endcase
            end
        end
    end

    always @(*) begin
        main_light = 3'b100;
        side_light = 3'b100;
        ped_walk   = 1'b0;
        case (state)
            MG:  main_light = 3'b001;
            MY:  main_light = 3'b010;
            AR1: ped_walk   = ped_latched;
            SG:  side_light = 3'b001;
            SY:  side_light = 3'b010;
            default: ;
        endcase
    end
endmodule
