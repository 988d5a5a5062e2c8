// radix4_booth_seq: sequential 8x8 signed multiplier, radix-4 Booth.
// One Booth digit per clock: four iterations after start, then done
// pulses for one cycle and product holds the 16-bit signed result.
module radix4_booth_seq (
    input  wire              clk,
    input  wire              rst,
    input  wire              start,
    input  wire signed [7:0] mcand,
    input  wire signed [7:0] mplier,
    output reg               busy,
    output reg               done,
    output reg signed [15:0] product
);
    reg signed [15:0] acc;
    reg signed [15:0] m_ext;
    reg        [8:0]  q;      // multiplier with appended zero (q[0] = q_-1)
    reg        [2:0]  iter;
    reg signed [15:0] pp;

    // Booth digit from q[2:0]
    always @* begin
        case (q[2:0])
            3'b001, 3'b010: pp = m_ext;
            3'b011:         pp = m_ext <<< 1;
            3'b100:         pp = -(m_ext <<< 1);
            3'b101, 3'b110: pp = -m_ext;
            default:        pp = 16'sd0;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            acc     <= 16'sd0;
            m_ext   <= 16'sd0;
            q       <= 9'd0;
            iter    <= 3'd0;
            busy    <= 1'b0;
            done    <= 1'b0;
            product <= 16'sd0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                acc   <= 16'sd0;
                m_ext <= {{8{mcand[7]}}, mcand};
                q     <= {mplier, 1'b0};
                iter  <= 3'd0;
                busy  <= 1'b1;
            end else if (busy) begin
                acc   <= acc + pp;
                m_ext <= m_ext <<< 2;
                q     <= {q[8], q[8], q[8:2]};
                iter  <= iter + 3'd1;
                if (iter == 3'd3) begin
                    busy    <= 1'b0;
                    done    <= 1'b1;
                    product <= acc + pp;
                end
            end
        end
    end
endmodule
