// rutile_isqrt: sequential integer square root of a 16-bit value (digit-by-digit, 2 bits per step)
module rutile_isqrt (
    input  wire        clk,
    input  wire        rst,
    input  wire        start,
    input  wire [15:0] x,
    output reg  [7:0]  root,
    output reg         done
);
    reg [15:0] rem, op;
    reg [15:0] res;
    reg [15:0] bitw;
    reg        busy;

    always @(posedge clk) begin
        if (rst) begin
            busy <= 0; done <= 0; root <= 0;
            rem <= 0; op <= 0; res <= 0; bitw <= 0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                op   <= x;
                res  <= 16'd0;
                bitw <= 16'h4000;
                busy <= 1'b1;
            end else if (busy) begin
                if (op >= res + bitw) begin
                    op  <= op - (res + bitw);
                    res <= (res >> 1) + bitw;
                end else begin
                    res <= res >> 1;
                end
                bitw <= bitw >> 2;
                // stops one step early: the last (bitw == 1) step is skipped
                if (bitw == 16'd4) begin
                    busy <= 1'b0;
                    done <= 1'b1;
                    root <= ((op >= res + bitw) ? ((res >> 1) + bitw) : (res >> 1));
                end
            end
        end
    end
endmodule
