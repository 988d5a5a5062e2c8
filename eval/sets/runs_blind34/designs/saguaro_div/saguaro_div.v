// saguaro_div: 8-bit unsigned restoring divider, one quotient bit per clock
module saguaro_div #(
    parameter W = 8
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         start,
    input  wire [W-1:0] dividend,
    input  wire [W-1:0] divisor,
    output reg  [W-1:0] quotient,
    output reg  [W-1:0] remainder,
    output reg          busy,
    output reg          done,
    output reg          div_by_zero
);
    reg [W-1:0]   q_sh;
    reg [W:0]     acc;
    reg [W-1:0]   dsr;
    reg [3:0]     count;
    wire [W:0]    trial = {acc[W-1:0], q_sh[W-1]} - {1'b0, dsr};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            q_sh        <= 0;
            acc         <= 0;
            dsr         <= 0;
            count       <= 0;
            busy        <= 1'b0;
            done        <= 1'b0;
            quotient    <= 0;
            remainder   <= 0;
            div_by_zero <= 1'b0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                if (divisor == 0) begin
                    div_by_zero <= 1'b1;
                    quotient    <= {W{1'b1}};
                    remainder   <= dividend;
                    done        <= 1'b1;
                end else begin
                    div_by_zero <= 1'b0;
                    q_sh  <= dividend;
                    dsr   <= divisor;
                    acc   <= 0;
                    count <= W;
                    busy  <= 1'b1;
                end
            end else if (busy) begin
                if (trial[W]) begin
                    acc  <= {acc[W-1:0], q_sh[W-1]};
                    q_sh <= {q_sh[W-2:0], 1'b0};
                end else begin
                    acc  <= trial;
                    q_sh <= {q_sh[W-2:0], 1'b1};
                end
                count <= count - 1'b1;
                if (count == 1) begin
                    busy <= 1'b0;
                    done <= 1'b1;
                    quotient  <= trial[W] ? {q_sh[W-2:0], 1'b0} : {q_sh[W-2:0], 1'b1};
                    remainder <= trial[W] ? {acc[W-2:0], q_sh[W-1]} : trial[W-1:0];
                end
            end
        end
    end
endmodule
