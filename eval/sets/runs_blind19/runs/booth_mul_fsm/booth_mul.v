// Sequential radix-2 Booth multiplier, 8x8 signed -> 16 bit.
module booth_mul (
    input  wire              clk,
    input  wire              rst,
    input  wire              start,
    input  wire signed [7:0] mcand,
    input  wire signed [7:0] mplier,
    output reg  signed [15:0] product,
    output wire              busy,
    output reg               done
);
    localparam S_IDLE = 2'd0, S_LOAD = 2'd1, S_CALC = 2'd2, S_DONE = 2'd3;
    reg [1:0]  state, nstate;
    reg [7:0]  m;
    reg [16:0] acc;          // {A, Q, q-1}
    reg [2:0]  cnt;

    always @(*) begin
        nstate = state;
        case (state)
            S_IDLE: if (start)      nstate = S_LOAD;
            S_LOAD:                 nstate = S_CALC;
            S_CALC: if (cnt == 3'd7) nstate = S_DONE;
            S_DONE:                 nstate = S_IDLE;
        endcase
    end

    wire [7:0] a_hi  = acc[16:9];
    wire [7:0] a_add = (acc[1:0] == 2'b01) ? a_hi + m :
                       (acc[1:0] == 2'b10) ? a_hi - m : a_hi;
    wire [16:0] shifted = {a_add[7], a_add, acc[8:1]};

    always @(posedge clk) begin
        if (rst) begin
            state   <= S_IDLE;
            done    <= 1'b0;
            cnt     <= 3'd0;
            acc     <= 17'd0;
            m       <= 8'd0;
            product <= 16'd0;
        end else begin
            state <= nstate;
            done  <= 1'b0;
            case (state)
                S_LOAD: begin
                    m   <= mcand;
                    acc <= {8'd0, mplier, 1'b0};
                    cnt <= 3'd0;
                end
                S_CALC: begin
                    acc <= shifted;
                    cnt <= cnt + 3'd1;
                end
                S_DONE: begin
                    product <= acc[16:1];
                    done    <= 1'b1;
                end
                default: ;
            endcase
        end
    end
    assign busy = (state != S_IDLE);
endmodule
