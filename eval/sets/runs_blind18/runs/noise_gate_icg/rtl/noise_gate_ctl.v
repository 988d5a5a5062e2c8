// noise_gate_ctl: audio noise gate controller.
// Opens when the sample magnitude rises above OPEN_TH, holds open for
// HOLD_CYC samples after it falls below CLOSE_TH, then ramps the gain
// down. The gain register bank is clock gated with a foundry ICG cell.
module noise_gate_ctl #(
    parameter SW       = 12,
    parameter OPEN_TH  = 12'd640,
    parameter CLOSE_TH = 12'd400,
    parameter HOLD_CYC = 10'd600
) (
    input  wire          clk,
    input  wire          rst_n,
    input  wire          sample_en,
    input  wire [SW-1:0] sample_mag,
    input  wire          bypass,
    output reg  [7:0]    gain,
    output wire          gate_open,
    output reg  [1:0]    gate_state
);

    localparam CLOSED  = 2'd0;
    localparam ATTACK  = 2'd1;
    localparam OPEN    = 2'd2;
    localparam RELEASE = 2'd3;

    reg [1:0] state, next_state;
    reg [9:0] hold_cnt;

    wire loud  = (sample_mag >= OPEN_TH);
    wire quiet = (sample_mag <  CLOSE_TH);

    always @(*) begin
        next_state = state;
        case (state)
            CLOSED:  if (loud)                  next_state = ATTACK;
            ATTACK:  if (gain == 8'hff)         next_state = OPEN;
            OPEN:    if (quiet && hold_cnt == 0) next_state = RELEASE;
            RELEASE: if (loud)                  next_state = ATTACK;
                     else if (gain == 8'h00)    next_state = CLOSED;
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state    <= CLOSED;
            hold_cnt <= HOLD_CYC;
        end else if (sample_en) begin
            state <= next_state;
            if (state == OPEN && quiet) begin
                if (hold_cnt != 0)
                    hold_cnt <= hold_cnt - 1'b1;
            end else begin
                hold_cnt <= HOLD_CYC;
            end
        end
    end

    // gain ramp registers only toggle while a sample is being processed
    wire gclk;
    CLKGATE_X1 u_icg_gain (
        .CK (clk),
        .E  (sample_en),
        .SE (1'b0),
        .GCK(gclk)
    );

    always @(posedge gclk or negedge rst_n) begin
        if (!rst_n)
            gain <= 8'h00;
        else if (bypass)
            gain <= 8'hff;
        else case (state)
            ATTACK:  gain <= (gain > 8'hef) ? 8'hff : gain + 8'h10;
            RELEASE: gain <= (gain == 8'h00) ? 8'h00 : gain - 8'h01;
            default: gain <= gain;
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            gate_state <= CLOSED;
        else
            gate_state <= state;
    end

    assign gate_open = (state == OPEN) | (state == ATTACK);

endmodule
