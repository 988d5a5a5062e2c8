// Coin-operated turnstile controller.
// States: LOCKED, CREDIT (coin accepted, waiting for push), ROTATE (arm
// turning, held for ROT_T clocks), ALARM (push without credit; cleared by
// the attendant key), MAINT (key held: arm free, no coin counting).
module turnstile_ctrl #(
    parameter ROT_T = 6'd40
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       coin,
    input  wire       push,
    input  wire       key,
    output reg        unlock,
    output reg        alarm,
    output reg        coin_ret,
    output reg [11:0] passes
);
    localparam LOCKED = 3'd0, CREDIT = 3'd1, ROTATE = 3'd2, ALARM = 3'd3, MAINT = 3'd4;

    reg [2:0] state;
    reg [5:0] rot_cnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state    <= LOCKED;
            rot_cnt  <= 6'd0;
            passes   <= 12'd0;
            coin_ret <= 1'b0;
        end else begin
            coin_ret <= 1'b0;
            rot_cnt  <= 6'd0;
            case (state)
                LOCKED: if (key)       state <= MAINT;
                        else if (coin) state <= CREDIT;
                        else if (push) state <= ALARM;
                CREDIT: begin
                    coin_ret <= coin;              // extra coins go back
                    if (key)
                        state <= MAINT;
                    else if (push) begin
                        state  <= ROTATE;
                        passes <= passes + 1'b1;
                    end
                end
                ROTATE: begin
                    coin_ret <= coin;
                    rot_cnt  <= rot_cnt + 1'b1;
                    if (rot_cnt == ROT_T)
                        state <= LOCKED;
                end
                ALARM:  begin
                    coin_ret <= coin;
                    if (key) state <= LOCKED;
                end
                MAINT:  begin
                    coin_ret <= coin;
                    if (!key) state <= LOCKED;
                end
            endcase
        end
    end

    always @* begin
        unlock = 1'b0;
        alarm  = 1'b0;
        case (state)
            CREDIT, ROTATE, MAINT: unlock = 1'b1;
            ALARM:                 alarm  = 1'b1;
            default:               ;
        endcase
    end
endmodule
