// gannet_traffic: two-road traffic-light controller (main road / side road) with a car sensor.
// Ports: clk, rst, car_side -> main_lt[2:0], side_lt[2:0]  (one-hot {red, yellow, green})
// Main road stays green for at least GREEN_MIN ticks and until a car waits on the side road;
// the side road then gets SIDE_GREEN ticks of green. Yellow lasts YELLOW ticks on both roads.
module gannet_traffic #(
    parameter GREEN_MIN  = 8,
    parameter SIDE_GREEN = 5,
    parameter YELLOW     = 2
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       car_side,
    output reg  [2:0] main_lt,
    output reg  [2:0] side_lt
);
    localparam RED = 3'b100, YEL = 3'b010, GRN = 3'b001;
    localparam S_MAIN_G = 2'd0, S_MAIN_Y = 2'd1, S_SIDE_G = 2'd2, S_SIDE_Y = 2'd3;

    reg [1:0] st;
    reg [3:0] timer;

    always @(posedge clk) begin
        if (rst) begin
            st    <= S_MAIN_G;
            timer <= 4'd0;
        end else begin
            if (!(st == S_MAIN_G && timer == 4'd15))
                timer <= timer + 1'b1;          // saturate while main waits for a car
            case (st)
            S_MAIN_G: if (timer >= GREEN_MIN - 1 && car_side) begin st <= S_MAIN_Y; timer <= 0; end
            S_MAIN_Y: if (timer == YELLOW - 1)                begin st <= S_SIDE_G; timer <= 0; end
            S_SIDE_G: if (timer == SIDE_GREEN - 1)            begin st <= S_SIDE_Y; timer <= 0; end
            S_SIDE_Y: if (timer == YELLOW - 1)                begin st <= S_MAIN_G; timer <= 0; end
            endcase
        end
    end

    always @(*) begin
        case (st)
            S_MAIN_G: begin main_lt = GRN; side_lt = RED; end
            S_MAIN_Y: begin main_lt = YEL; side_lt = RED; end
            S_SIDE_G: begin main_lt = RED; side_lt = GRN; end
            default:  begin main_lt = RED; side_lt = YEL; end
        endcase
    end
endmodule
