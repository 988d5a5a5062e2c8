// sqrt_iter8: iterative integer square root, 16-bit radicand -> 8-bit root + 9-bit remainder.
// Digit-by-digit (two radicand bits per step), 8 steps, small control FSM.
module sqrt_iter8 (
    input             clk,
    input             rst,
    input             start,
    input      [15:0] radicand,
    output reg [7:0]  root,
    output reg [8:0]  rem_out,
    output            busy,
    output reg        done
);
    localparam S_IDLE = 2'd0,
               S_CALC = 2'd1,
               S_DONE = 2'd2;

    reg [1:0]  state;
    reg [15:0] x;
    reg [9:0]  r;
    reg [7:0]  q;
    reg [2:0]  cnt;

    wire [11:0] r_sh  = {r, x[15:14]};
    wire [11:0] trial = {2'b00, q, 2'b01};
    wire [12:0] diff  = {1'b0, r_sh} - {1'b0, trial};

    always @(posedge clk) begin
        if (rst) begin
            state   <= S_IDLE;
            done    <= 1'b0;
            x       <= 16'd0;
            r       <= 10'd0;
            q       <= 8'd0;
            cnt     <= 3'd0;
            root    <= 8'd0;
            rem_out <= 9'd0;
        end else begin
            case (state)
                S_IDLE: begin
                    done <= 1'b0;
                    if (start) begin
                        x     <= radicand;
                        r     <= 10'd0;
                        q     <= 8'd0;
                        cnt   <= 3'd0;
                        state <= S_CALC;
                    end
                end
                S_CALC: begin
                    x <= {x[13:0], 2'b00};
                    if (!diff[12]) begin
                        r <= diff[9:0];
                        q <= {q[6:0], 1'b1};
                    end else begin
                        r <= r_sh[9:0];
                        q <= {q[6:0], 1'b0};
                    end
                    cnt <= cnt + 3'd1;
                    if (cnt == 3'd7)
                        state <= S_DONE;
                end
                S_DONE: begin
                    root    <= q;
                    rem_out <= r[8:0];
                    done    <= 1'b1;
                    state   <= S_IDLE;
                end
                default: state <= S_IDLE;
            endcase
        end
    end

    assign busy = (state == S_CALC);
endmodule
